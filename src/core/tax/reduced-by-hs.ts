/**
 * VAT rates by HS code that differ from the standard rate, as far as the project can state
 * them from the HS code alone. The data that drives a rule is either a named rate of the
 * country's VAT period (ibericode key, so rate changes flow from the imported data) or an
 * explicit percent with its own validity.
 *
 * Only printed books (HS 4901) are covered: their treatment is fixed by HS heading in each
 * country's law. Reduced rates that depend on facts the request does not carry (children's
 * clothing in GB/IE, food vs. catering, medical devices…) are not applied.
 */
export interface HsVatRule {
  id: string;
  countries: string[];
  /** HS prefixes (2–6 digits) */
  hsPrefixes: string[];
  /** named rate of the VAT period, or an explicit percent */
  rate: { key: string } | { percent: string };
  category: string;
  from: string;
  to: string | null;
  source: string;
}

export const HS_VAT_RULES: readonly HsVatRule[] = [
  { id: 'GB-books-zero', countries: ['GB'], hsPrefixes: ['4901'], rate: { percent: '0' }, category: 'zero-rated (books)', from: '1973-04-01', to: null, source: 'VAT Act 1994 Sch. 8 Group 3 item 1 (books, booklets)' },
  { id: 'IE-books-zero', countries: ['IE'], hsPrefixes: ['4901'], rate: { percent: '0' }, category: 'zero-rated (printed books)', from: '1972-11-01', to: null, source: 'VAT Consolidation Act 2010 Sch. 2 para 12 (printed books and booklets)' },
  { id: 'DE-books', countries: ['DE'], hsPrefixes: ['4901'], rate: { key: 'reduced' }, category: 'reduced (books)', from: '0000-01-01', to: null, source: 'UStG § 12(2) Nr. 1 with Anlage 2 Nr. 49' },
  { id: 'FR-books', countries: ['FR'], hsPrefixes: ['4901'], rate: { key: 'reduced1' }, category: 'reduced 5.5% (books)', from: '2014-01-01', to: null, source: 'CGI art. 278-0 bis A' },
  { id: 'IT-books', countries: ['IT'], hsPrefixes: ['4901'], rate: { key: 'super_reduced' }, category: 'super-reduced (books)', from: '0000-01-01', to: null, source: 'DPR 633/1972 Tabella A parte II n. 18' },
  { id: 'ES-books', countries: ['ES'], hsPrefixes: ['4901'], rate: { key: 'super_reduced' }, category: 'super-reduced (books)', from: '0000-01-01', to: null, source: 'Ley 37/1992 art. 91.Dos.1.2º' },
  { id: 'NL-books', countries: ['NL'], hsPrefixes: ['4901'], rate: { key: 'reduced' }, category: 'reduced (books)', from: '0000-01-01', to: null, source: 'Wet OB 1968 Tabel I post a.6' },
  { id: 'BE-books', countries: ['BE'], hsPrefixes: ['4901'], rate: { key: 'reduced1' }, category: 'reduced 6% (books)', from: '0000-01-01', to: null, source: 'KB nr. 20 Tabel A rubriek XXIII' },
  { id: 'AT-books', countries: ['AT'], hsPrefixes: ['4901'], rate: { key: 'reduced1' }, category: 'reduced 10% (books)', from: '0000-01-01', to: null, source: 'UStG 1994 § 10(2) Z 1 lit. a, Anlage 1 Z 33' },
  { id: 'PL-books', countries: ['PL'], hsPrefixes: ['4901'], rate: { key: 'reduced1' }, category: 'reduced 5% (books)', from: '0000-01-01', to: null, source: 'Ustawa o VAT zał. 10 poz. 32' },
  { id: 'SE-books', countries: ['SE'], hsPrefixes: ['4901'], rate: { key: 'reduced1' }, category: 'reduced 6% (books)', from: '0000-01-01', to: null, source: 'Mervärdesskattelagen 9 kap. (böcker)' },
  { id: 'PT-books', countries: ['PT'], hsPrefixes: ['4901'], rate: { key: 'reduced1' }, category: 'reduced 6% (books)', from: '0000-01-01', to: null, source: 'CIVA Lista I verba 2.1' },
  { id: 'NO-books-zero', countries: ['NO'], hsPrefixes: ['4901'], rate: { percent: '0' }, category: 'zero-rated (books)', from: '1967-01-01', to: null, source: 'Merverdiavgiftsloven § 6-4 (bøker)' },
  { id: 'CH-books-2.6', countries: ['CH'], hsPrefixes: ['4901'], rate: { percent: '2.6' }, category: 'reduced (books)', from: '2024-01-01', to: null, source: 'MWSTG Art. 25 Abs. 2 lit. a Ziff. 9 (2.6% since 2024-01-01)' },
  { id: 'CH-books-2.5', countries: ['CH'], hsPrefixes: ['4901'], rate: { percent: '2.5' }, category: 'reduced (books)', from: '2018-01-01', to: '2023-12-31', source: 'MWSTG Art. 25 Abs. 2 lit. a Ziff. 9 (2.5% 2018–2023)' },
];
