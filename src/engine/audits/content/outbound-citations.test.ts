/** The citations fix is written for the page: a report of the publication's own reporting is asked for its documents. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import outboundCitations from './outbound-citations';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Actor's dress stolen | Gossip</title></head><body><main><article><h1>Actor's dress stolen</h1>${body}</article></main></body></html>`;
const steps = (html: string) =>
  outboundCitations
    .run(makeArtifacts(page(html), { url: 'https://gossip.example/2015/dress' }))
    .fix!.stepByStep.join('\n');

describe('outbound-citations: a report of its own reporting (decision 098)', () => {
  it('"GOSSIP has learned": no study to prefer, the documents it reports on to link', () => {
    const text = steps(
      `<p>The dress was stolen from her hotel room, GOSSIP has learned.</p>${'<p>Law enforcement sources tell GOSSIP the dress was taken while she was out of the room all day.</p>'.repeat(12)}`,
    );
    expect(text).toContain('The report rests on its own reporting ("GOSSIP has learned")');
    expect(text).toContain('Prefer the document itself (the filing, the record, the statement)');
    expect(text).not.toContain('study, official body, standard');
  });
  it('a page without such a line keeps the advice to link the originals', () => {
    expect(
      steps('<p>Terrariums keep their own moisture and need water only every few months.</p>'.repeat(12)),
    ).toContain('Prefer the original (study, official body, standard)');
  });
});

describe('outbound-citations: a claim already sourced is not asked for its source (decision 142)', () => {
  const run = (body: string) =>
    outboundCitations.run(makeArtifacts(page(body), { url: 'https://gossip.example/2024/survey' }));
  const filler =
    '<p>The team met in the spring and wrote down what the readers had asked for over the year.</p>'.repeat(8);
  const claim = 'Nearly three-quarters (74%) of respondents said they wanted fewer tools in their work.';

  it("a sentence opening a quotation is its speaker's words, sourced by who says them", () => {
    const out = run(`${filler}<p>“${claim}” said Professor Ann Lee of Leeds.</p>`);
    expect(JSON.stringify(out.fix ?? '')).not.toContain('Link the source of');
  });

  it("a sentence holding a link of the page, even to the site's own page, names its source", () => {
    const out = run(`${filler}<p>${claim.replace('respondents', '<a href="/survey-2024">respondents</a>')}</p>`);
    expect(JSON.stringify(out.fix ?? '')).not.toContain('Link the source of');
  });

  it("a page reporting its own research, which it links, is its findings' source; the same claim alone is asked for one", () => {
    const own = run(
      `${filler}<p>This year's <a href="/developer-survey">survey of more than 5,000 professionals</a> ran in April.</p><p>Our survey showed that teams want fewer tools.</p><p>${claim}</p>`,
    );
    expect(JSON.stringify(own.fix ?? '')).not.toContain('Link the source of');
    expect(own.score).toBe(0.5);
    const alone = run(`${filler}<p>${claim}</p>`);
    expect(alone.fix!.stepByStep.join('\n')).toContain(`Link the source of: "${claim}"`);
    expect(alone.score).toBe(0);
  });
});

describe('outbound-citations: a piece about a study it links has sourced "the study"', () => {
  const run = (body: string) =>
    outboundCitations.run(makeArtifacts(page(body), { url: 'https://news.example/2017/a-ha' }));
  const filler = '<p>Our brains do most of their work without our knowing, and we notice only some of it.</p>'.repeat(
    8,
  );
  const about = [
    'In other words, the study shows that awareness comes when the brain has gathered enough evidence.',
    'As the authors explain, research in monkeys and humans shows that many decisions take place at that point.',
  ];
  const other = 'A survey found that 40% of adults nap in the afternoon.';
  const body = (link: string) => `${filler}<p>${link}</p>${about.map((s) => `<p>${s}</p>`).join('')}<p>${other}</p>`;

  it('its sentences of the study and its authors are not asked for a source; a figure of another survey is', () => {
    const out = run(
      body(
        'It was published in <a href="http://www.cell.com/current-biology/fulltext/S0960-9822(17)30784-4">Current Biology</a>.',
      ),
    );
    const steps = out.fix!.stepByStep.join('\n');
    for (const s of about) expect(steps).not.toContain(s.slice(0, 40));
    expect(steps).toContain(`Link the source of: "${other}"`);
  });

  it('a link to another kind of page does not source them', () => {
    const out = run(body('Read <a href="https://blog.example.org/brains">a blog post about it</a>.'));
    expect(out.fix!.stepByStep.join('\n')).toContain(about[0].slice(0, 40));
  });
});
