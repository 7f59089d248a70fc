/** A byline that names an organisation, and a profile that calls the author a publication (decision 157). */
import { describe, expect, it } from 'vitest';
import { OTHER_PUBLICATION, publicationProfile } from './author-kind';

describe("a profile that calls the author a publication (getnews's NeoL)", () => {
  it('opens by saying what the author is', () => {
    expect(publicationProfile('NeoL is an online magazine for women who live in the city.')).toBe(
      OTHER_PUBLICATION.profile,
    );
    expect(
      publicationProfile('NeoL／ネオエル 都市で暮らす女性のためのカルチャーWebマガジン。最新ファッションや映画'),
    ).toBe(OTHER_PUBLICATION.profile);
  });
  it("is no writer's bio that says what something else is, or where they write", () => {
    for (const bio of [
      'Sam Lee founded Pawprint, which is a website for dog owners.',
      'Jane Doe is a freelance journalist. Her work appeared in Wired, which is a magazine.',
      'Ana writes Ink, that is a newsletter about type.',
      'Ann Lee is a contributing editor at Wired magazine.',
    ])
      expect(publicationProfile(bio)).toBeNull();
  });
});
