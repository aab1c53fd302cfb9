import { PDFName } from 'pdf-lib';
import { pdfAFixture } from '../../documents/test-support/pdfa-fixture';
import type { DocumentConverter } from '../../ports/document-converter';
import { memoryFileStore } from '../payments/test-support/payment-fakes';
import { makeContractPdf, PdfNotMadeError } from './make-contract-pdf';
import { PDF_SOURCE_LIMITS } from './pdf-source-bounds';
import { pdfJobOf, pdfKeyOf, pdfRefusalKeyOf } from '../contract-pdfs';

const job = { contractId: 'c-1', documentKey: 'documents/c-1/v2.docx' };

/** A converter that answers `output` for every .docx, counting its calls. */
const converter = (output: () => Promise<Uint8Array>): DocumentConverter & { calls: number } => {
  const counting = {
    calls: 0,
    async toPdfA() {
      counting.calls += 1;
      return Buffer.from(await output());
    },
  };
  return counting;
};

const setUp = (output: () => Promise<Uint8Array> = () => pdfAFixture()) => {
  const documents = memoryFileStore();
  documents.files.set(job.documentKey, Buffer.from('the purchased docx'));
  return { documents, converter: converter(output), deps: { documents } };
};

describe('makeContractPdf', () => {
  it('converts the stored .docx and stores the checked PDF beside it', async () => {
    const { documents, converter, deps } = setUp();

    expect(await makeContractPdf({ ...deps, converter }, job)).toBe('made');

    const pdf = documents.files.get('documents/c-1/v2.pdf');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(converter.calls).toBe(1);
  });

  it('leaves a stored PDF as it is when the job comes again, without converting', async () => {
    const { documents, converter, deps } = setUp();
    await makeContractPdf({ ...deps, converter }, job);
    const first = documents.files.get('documents/c-1/v2.pdf');

    expect(await makeContractPdf({ ...deps, converter }, job)).toBe('present');

    expect(documents.files.get('documents/c-1/v2.pdf')).toBe(first);
    expect([...documents.files.keys()]).toHaveLength(2);
    expect(converter.calls).toBe(1);
  });

  it('stores nothing when the converted file fails the PDF/A check', async () => {
    const javascript = () =>
      pdfAFixture(({ document }) =>
        document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'JavaScript' })),
      );
    const { documents, converter, deps } = setUp(javascript);

    const failure = makeContractPdf({ ...deps, converter }, job);

    await expect(failure).rejects.toThrow(PdfNotMadeError);
    await expect(failure).rejects.toMatchObject({
      problems: expect.arrayContaining(['a JavaScript action']),
    });
    expect(documents.files.has('documents/c-1/v2.pdf')).toBe(false);
  });

  it('stores nothing when the converter fails, or when the .docx is not stored', async () => {
    const failing = setUp(async () => {
      throw new Error('soffice crashed');
    });
    await expect(makeContractPdf({ ...failing.deps, converter: failing.converter }, job)).rejects.toThrow(
      'soffice crashed',
    );
    expect(failing.documents.files.size).toBe(1);

    const { documents, converter, deps } = setUp();
    documents.files.clear();
    await expect(makeContractPdf({ ...deps, converter }, job)).rejects.toThrow(PdfNotMadeError);
    expect(converter.calls).toBe(0);
  });
});

describe('makeContractPdf with a document past the bounds of a conversion', () => {
  const tooLarge = { ...PDF_SOURCE_LIMITS, maxDocxBytes: 10 };

  it('never runs the converter on it: the refusal is stored beside the .docx, once, and no PDF', async () => {
    const { documents, converter, deps } = setUp();

    expect(await makeContractPdf({ ...deps, converter, sourceLimits: tooLarge }, job)).toBe('refused');

    expect(converter.calls).toBe(0);
    expect(documents.files.has('documents/c-1/v2.pdf')).toBe(false);
    const refusal = documents.files.get(pdfRefusalKeyOf(job.documentKey));
    expect(JSON.parse(refusal?.toString('utf8') ?? '{}')).toEqual({
      reason: 'docx-bytes',
      measured: 'the purchased docx'.length,
      limit: 10,
    });
  });

  it('takes a refused document as refused when its job comes again, without reading the .docx', async () => {
    const { documents, converter, deps } = setUp();
    await makeContractPdf({ ...deps, converter, sourceLimits: tooLarge }, job);
    documents.files.delete(job.documentKey);

    expect(await makeContractPdf({ ...deps, converter }, job)).toBe('refused');
    expect(converter.calls).toBe(0);
  });
});

describe('PDF jobs', () => {
  it('keep the PDF beside its .docx, one per contract version', () => {
    expect(pdfKeyOf('documents/c-1/v7.docx')).toBe('documents/c-1/v7.pdf');
    expect(pdfRefusalKeyOf('documents/c-1/v7.docx')).toBe('documents/c-1/v7.pdf-refused.json');
  });

  it("read only a purchased document's key in its own contract's folder from a message", () => {
    expect(pdfJobOf(job)).toEqual(job);
    for (const message of [
      null,
      'documents/c-1/v2.docx',
      { contractId: 'c-1' },
      { contractId: 'c-2', documentKey: job.documentKey },
      { contractId: 'c-1', documentKey: 'masters/x/master.docx' },
      { contractId: 'c-1', documentKey: 'documents/c-1/v2.pdf' },
      { contractId: '..', documentKey: 'documents/../v2.docx' },
    ])
      expect(pdfJobOf(message)).toBeUndefined();
  });
});
