/** A registry's record (decision 149): typed a reference, not asked for a byline, quotations or an FAQ. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { withGains } from '../report';
import { detectPageType } from './page-type';
import { isCitationEntry } from './sentences';
import { fleschReadingEase } from './reading-ease';

const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
const FIELDS = [
  ['Recruitment Status', 'Completed'],
  ['Study Type', 'Observational'],
  ['Actual Enrollment', '40 participants'],
  ['Observational Model', 'Cohort'],
  ['Time Perspective', 'Prospective'],
  ['Biospecimen Retention', 'Samples With DNA'],
  ['Sampling Method', 'Non-Probability Sample'],
  ['Condition', 'Non-small Cell Lung Cancer'],
  ['Sponsor', 'Wake Forest University Health Sciences'],
  ['Principal Investigator', 'Stefan Grant, MD'],
];
const summary =
  '<p>The purpose of this research study is to evaluate a blood test to measure circulating tumor DNA in patients.</p>'.repeat(
    4,
  );
/** A study record as ClinicalTrials.gov writes it: og:type "article" (NCBI's on every page), its identifier labelled. */
const studyRecord = (identifier: string) =>
  `<!doctype html><html lang="en"><head><title>Changes in Circulating Tumor DNA - Full Text View - ClinicalTrials.gov</title>` +
  `<meta property="og:type" content="article"></head><body><main><h1>Changes in Circulating Tumor DNA in Lung Cancer</h1>` +
  `${identifier}<p>First Posted : November 19, 2018</p><h2>Brief Summary</h2>${summary}` +
  `<table>${FIELDS.map(([l, v]) => row(l, v)).join('')}</table></main></body></html>`;
const URL_ = 'https://registry.example/ct2/show/study';

const audits = (html: string, url = URL_) => {
  const a = makeArtifacts(html, { url });
  const type = detectPageType(a);
  return { type, byId: Object.fromEntries(withGains(runAudits(a, type.type)).scored.map((x) => [x.id, x])) };
};

describe('a registry record is a reference page, read from its identifier and its fields', () => {
  it('a study record labelled "ClinicalTrials.gov Identifier: NCT03746262" is a record, whatever og:type it writes', () => {
    const { type } = audits(studyRecord('<p>ClinicalTrials.gov Identifier: NCT03746262</p>'));
    expect(type).toMatchObject({ type: 'reference', reference: 'record' });
    expect(type.reason).toMatch(/registry's record: it names itself NCT03746262 and sets out \d+ labelled fields/);
  });
  it('a vulnerability record headed by its code alone (JVN\'s H2 "JVNDB-2018-013542") with labelled lines', () => {
    const lines = ['攻撃元区分: ネットワーク', '攻撃条件の複雑さ: 低', '利用者の関与: 不要', '機密性への影響(C): 高'];
    const html =
      `<html lang="ja"><head><title>JVNDB-2018-013542 - JVN iPedia - 脆弱性対策情報データベース</title></head><body>` +
      `<h2>JVNDB-2018-013542</h2><h2>NETWAVE MNG6200 デバイスにおける脆弱性</h2><p>概要</p><p>脆弱性が存在します。</p>` +
      `${[...lines, ...lines].map((l) => `<div>${l}</div>`).join('')}</body></html>`;
    expect(audits(html, 'https://jvndb.example/ja/contents/2018/JVNDB-2018-013542.html').type).toMatchObject({
      type: 'reference',
      reference: 'record',
    });
  });
  it('fixture pair: the same page without an identifier stays an article (og:type), and a signed page is none', () => {
    expect(audits(studyRecord('')).type.type).toBe('article');
    const signed = studyRecord('<p>ClinicalTrials.gov Identifier: NCT03746262</p><p class="byline">By Ann Lee</p>');
    expect(audits(signed).type.reference).toBeUndefined();
  });
  it('a post titled by a code, with prose and no fields, is no record', () => {
    const html = `<html lang="en"><head><title>CVE-2021-44228 - Security blog</title></head><body><main><h1>CVE-2021-44228</h1>${summary.repeat(5)}</main></body></html>`;
    expect(audits(html).type.reference).toBeUndefined();
  });
});

describe("a registry record is not asked for a byline, quotations or an FAQ, and is its entry's source", () => {
  const record = audits(studyRecord('<p>ClinicalTrials.gov Identifier: NCT03746262</p>')).byId;
  const article = audits(studyRecord('')).byId;
  it('author, credentials, quotations and question headings are not applicable, with a reason naming records', () => {
    for (const id of ['author-info', 'credentials', 'quotations', 'question-headings'])
      expect(record[id].scoreDisplayMode, id).toBe('notApplicable');
    expect(record['author-info'].evidence.map((e) => e.value).join(' ')).toMatch(/registry’s record/);
    expect(record['quotations'].evidence.map((e) => e.value).join(' ')).toMatch(/registry’s record/);
    // The same page typed an article is scored on them.
    expect(article['quotations'].scoreDisplayMode).toBe('numeric');
  });
  it('citations and figures are advice, saying why', () => {
    const why = record['outbound-citations'].evidence.find((e) => e.label === 'Advice only')?.value;
    expect(why).toMatch(/primary source on the entry it registers/);
    expect(record['outbound-citations'].weight).toBe(0);
    expect(record['statistics'].weight).toBe(0);
  });
  it('its JSON-LD draft is a WebPage, not an Article', () => {
    const steps = (record['structured-data'].fix?.stepByStep ?? []).join('\n');
    expect(steps).toContain('"@type": "WebPage"');
    expect(steps).not.toContain('"@type": "Article"');
  });
});

describe("a reference list's entry is a citation, not a sentence", () => {
  const entry =
    'Gonzalez R, Silva JM, Sanchez A, Dominguez G, Garcia JM, Chen XQ, Stroun M, Provencio M, España P, Anker P, Bonilla F. Microsatellite alterations and TP53 mutations in plasma DNA of small-cell lung cancer patients: follow-up study and prognostic significance.';
  it("PubMed's (Vancouver) and APA's author lists open an entry; prose does not", () => {
    expect(isCitationEntry(entry)).toBe(true);
    expect(isCitationEntry('Smith, J., Lee, K., & Chen, X. (2020). Plasma DNA in lung cancer.')).toBe(true);
    expect(isCitationEntry('Shao ZM, Wu J, et al. Clin Cancer Res. 2002.')).toBe(true);
    expect(isCitationEntry('Patients with stage I, II or III cancer will be asked to take part in this study.')).toBe(
      false,
    );
    expect(isCitationEntry('Team USA, Team GB and Japan met in the final of the relay.')).toBe(false);
  });
  it('reading ease leaves it out: the score is the prose’s alone', () => {
    const prose =
      'The test measures tumor DNA in the blood. It is taken three times. Each time is short and safe for the patient.';
    expect(fleschReadingEase(`${prose}\n${entry}`)).toEqual(fleschReadingEase(prose));
  });
});
