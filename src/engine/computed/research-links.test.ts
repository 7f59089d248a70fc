import { describe, expect, it } from 'vitest';
import { isResearchLink, OF_THE_STUDY } from './research-links';

describe('research links', () => {
  it('a DOI, a journal, a preprint or an index of papers is research; a news or blog page is not', () => {
    for (const href of [
      'https://doi.org/10.1177/0956797612446024',
      'http://journals.sagepub.com/doi/abs/10.1177/0956797612446024',
      'http://www.cell.com/current-biology/fulltext/S0960-9822(17)30784-4',
      'https://www.ncbi.nlm.nih.gov/pubmed/12345678',
      'https://arxiv.org/abs/2311.09735',
      'https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0000001',
      'https://example-university.edu/press/10.1000/182/',
    ])
      expect(isResearchLink(href), href).toBe(true);
    for (const href of ['https://www.bbc.co.uk/news/health-1', 'https://blog.example.org/brains', 'not a url'])
      expect(isResearchLink(href), href).toBe(false);
  });
  it('"the study", "the researchers", "a new study" name the research the piece reports on; "a survey" does not', () => {
    expect(OF_THE_STUDY.test('In other words, the study shows that it works.')).toBe(true);
    expect(OF_THE_STUDY.test('The researchers found a threshold.')).toBe(true);
    expect(OF_THE_STUDY.test('A new study investigates the moment.')).toBe(true);
    expect(OF_THE_STUDY.test('A survey found that 40% of adults nap.')).toBe(false);
  });
});
