/**
 * The Ordini degli Avvocati of Italy, one per Tribunale (140), by the seat's name, grouped by the Corte
 * d'Appello of their district. The registration form offers them; the server accepts only these.
 */
const BY_DISTRICT: Readonly<Record<string, readonly string[]>> = {
  Ancona: ['Ancona', 'Ascoli Piceno', 'Fermo', 'Macerata', 'Pesaro', 'Urbino'],
  Bari: ['Bari', 'Foggia', 'Trani'],
  Bologna: [
    'Bologna',
    'Ferrara',
    'Forlì',
    'Modena',
    'Parma',
    'Piacenza',
    'Ravenna',
    'Reggio Emilia',
    'Rimini',
  ],
  Bolzano: ['Bolzano'],
  Brescia: ['Bergamo', 'Brescia', 'Cremona', 'Mantova'],
  Cagliari: ['Cagliari', 'Lanusei', 'Oristano'],
  Sassari: ['Nuoro', 'Sassari', 'Tempio Pausania'],
  Caltanissetta: ['Caltanissetta', 'Enna', 'Gela'],
  Campobasso: ['Campobasso', 'Isernia', 'Larino'],
  Catania: ['Caltagirone', 'Catania', 'Ragusa', 'Siracusa'],
  Catanzaro: ['Castrovillari', 'Catanzaro', 'Cosenza', 'Crotone', 'Lamezia Terme', 'Paola', 'Vibo Valentia'],
  Firenze: [
    'Arezzo',
    'Firenze',
    'Grosseto',
    'Livorno',
    'Lucca',
    'Massa',
    'Pisa',
    'Pistoia',
    'Prato',
    'Siena',
  ],
  Genova: ['Genova', 'Imperia', 'La Spezia', 'Savona'],
  "L'Aquila": ['Avezzano', 'Chieti', "L'Aquila", 'Lanciano', 'Pescara', 'Sulmona', 'Teramo', 'Vasto'],
  Lecce: ['Brindisi', 'Lecce'],
  Taranto: ['Taranto'],
  Messina: ['Barcellona Pozzo di Gotto', 'Messina', 'Patti'],
  Milano: ['Busto Arsizio', 'Como', 'Lecco', 'Lodi', 'Milano', 'Monza', 'Pavia', 'Sondrio', 'Varese'],
  Napoli: [
    'Avellino',
    'Benevento',
    'Napoli',
    'Napoli Nord',
    'Nola',
    'Santa Maria Capua Vetere',
    'Torre Annunziata',
  ],
  Palermo: ['Agrigento', 'Marsala', 'Palermo', 'Sciacca', 'Termini Imerese', 'Trapani'],
  Perugia: ['Perugia', 'Spoleto', 'Terni'],
  Potenza: ['Lagonegro', 'Matera', 'Potenza'],
  'Reggio Calabria': ['Locri', 'Palmi', 'Reggio Calabria'],
  Roma: ['Cassino', 'Civitavecchia', 'Frosinone', 'Latina', 'Rieti', 'Roma', 'Tivoli', 'Velletri', 'Viterbo'],
  Salerno: ['Nocera Inferiore', 'Salerno', 'Vallo della Lucania'],
  Torino: [
    'Alessandria',
    'Aosta',
    'Asti',
    'Biella',
    'Cuneo',
    'Ivrea',
    'Novara',
    'Torino',
    'Verbania',
    'Vercelli',
  ],
  Trento: ['Rovereto', 'Trento'],
  Trieste: ['Gorizia', 'Pordenone', 'Trieste', 'Udine'],
  Venezia: ['Belluno', 'Padova', 'Rovigo', 'Treviso', 'Venezia', 'Verona', 'Vicenza'],
};

/** Every Ordine's seat, in Italian alphabetical order. */
export const BAR_COUNCILS: readonly string[] = Object.values(BY_DISTRICT)
  .flat()
  .sort((a, b) => a.localeCompare(b, 'it'));

const SEATS = new Set(BAR_COUNCILS);

/** Whether `value` names one of the Ordini degli Avvocati (exactly as listed). */
export const isBarCouncil = (value: string): boolean => SEATS.has(value);

/** The Consiglio Nazionale Forense's public search of the lawyers' register. */
export const BAR_REGISTER_SEARCH_URL = 'https://www.consiglionazionaleforense.it/ricerca-avvocati';
