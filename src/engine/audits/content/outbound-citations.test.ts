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
