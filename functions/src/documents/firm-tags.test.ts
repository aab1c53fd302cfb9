import { firmData, FIRM_TAG_NAMES } from '@redigo/shared/domain/firm';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { createDocumentRenderer } from './renderer';
import { checkTemplate } from './template-check';
import { buildDocx, documentText } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';
import { withFirm } from './firm-tags';

const questions = [single('tipo', ['Abitativo', 'Commerciale'])];
const check = (paragraphs: string[], asked = questions) =>
  checkTemplate({ documents: [{ label: 'Master', buffer: buildDocx({ paragraphs }) }], questions: asked });

const account = {
  name: 'Giulia',
  surname: 'Bianchi',
  pec: 'giulia.bianchi@pec.it',
  codice_fiscale: 'BNCGLI80A41H501X',
  ordine: 'Roma',
};
const billing = {
  kind: 'professionista' as const,
  name: 'Giulia',
  surname: 'Bianchi',
  codice_fiscale: 'BNCGLI80A41H501X',
  partita_iva: '12345678903',
  indirizzo: 'Via del Corso 1',
  cap: '00186',
  comune: 'Roma',
  provincia: 'RM',
};

describe('the firm tags in the template check', () => {
  it('accepts every tag of the firm, in placeholders and sections, without asking or warning', () => {
    const paragraphs = [
      '{tipo}',
      ...FIRM_TAG_NAMES.map((tag) => `{${tag}}`),
      '{#studio.partita_iva}P. IVA {studio.partita_iva}{/}',
    ];
    expect(check(paragraphs)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses an unknown avvocato.x or studio.x, naming it', () => {
    const { errors } = check(['{tipo} {avvocato.telefono} {studio.iban}']);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('"avvocato.telefono" non è un dato dell’avvocato o dello studio');
    expect(errors[1]).toContain('"studio.iban" non è un dato dell’avvocato o dello studio');
    expect(errors[0]).toContain('avvocato.nome, avvocato.cognome');
  });

  it('refuses avvocato alone and a question that takes a reserved name', () => {
    expect(check(['{tipo} {avvocato}']).errors[0]).toContain('"avvocato" da solo non scrive nulla');
    const { errors } = check(['{tipo}'], [...questions, single('studio', ['A', 'B'])]);
    expect(errors).toContain(
      'Domanda n. 2: la variabile "studio" è riservata ai dati dell’avvocato e dello studio, che i documenti scrivono senza chiederli: scegli un altro nome.',
    );
  });

  it('still refuses other member access', () => {
    expect(check(['{tipo.length}']).errors[0]).toContain('L\'accesso a una proprietà (".")');
  });
});

describe('withFirm', () => {
  const master = buildDocx({
    paragraphs: [
      'Avv. {avvocato.nome} {avvocato.cognome} ({avvocato.codice_fiscale}), PEC {avvocato.pec}, {avvocato.ordine}.',
      '{studio.denominazione}, {studio.indirizzo}, {studio.cap} {studio.comune} ({studio.provincia}).',
      '{#studio.partita_iva}P. IVA {studio.partita_iva}.{/}Uso {tipo}.',
    ],
  });
  const render = (firm: ReturnType<typeof firmData>) =>
    documentText(
      createDocumentRenderer().render(
        master,
        'm',
        withFirm(renderScope(questions, { tipo: 'Abitativo' }), firm),
      ),
    );

  it('writes the account and the billing data', () => {
    const text = render(firmData(account, billing));
    expect(text).toContain(
      'Avv. Giulia Bianchi (BNCGLI80A41H501X), PEC giulia.bianchi@pec.it, Ordine degli Avvocati di Roma.',
    );
    expect(text).toContain('Studio Legale Avv. Giulia Bianchi, Via del Corso 1, 00186 Roma (RM).');
    expect(text).toContain('P. IVA 12345678903.Uso Abitativo.');
  });

  it('leaves the studio empty without billing data, and its sections out', () => {
    const text = render(firmData(account));
    expect(text).toContain('Avv. Giulia Bianchi');
    expect(text).toContain('\n, ,   ().\nUso Abitativo.');
    expect(text).not.toContain('P. IVA');
  });
});
