/**
 * What an absence costs follows what the page claims (decision 118): no figures where no sentence makes a claim a
 * number would make precise, no link where nothing stated owes a source, no meta description where the text makes
 * the snippet, are fixes; where the page does make such claims, or has no text to draw from, they are red flags.
 */
import { describe, expect, it } from 'vitest';
import { at, audit, fixText, page, prose } from '../testing/fixture-page';
import { runAudits } from '../run-audits';
import { withGains, buildRedFlags } from '../report';
import type { Artifacts } from '../types';

const article = (body: string, lang = 'en', head = '') =>
  at(
    page(
      `<meta property="og:type" content="article">${head}`,
      `<main><article><h1>Coach says he erred</h1><p class="byline">By Ana Souza</p>${body}</article></main>`,
      'Coach says he erred',
      lang,
    ),
  );
const flagsOf = (a: Artifacts) => buildRedFlags(withGains(runAudits(a)).scored).map((f) => f.auditId);

/** A report of a statement: what the coach said, with no figure and no finding. */
const statement = `${prose(6)}<p>"I was wrong to take the cup to him, and I would not do it again," the coach said on the programme.</p>`;
const statementPt = `<p>${'O técnico declarou que errou ao levar a taça ao ex-presidente e que não faria de novo agora. '.repeat(8)}</p><p>"Em 2012 eu errei. Não me posicionei politicamente", falou o técnico ao programa.</p>`;
const statementCs = `<p>${'Trenér prohlásil, že udělal chybu, když vzal pohár bývalému prezidentovi, a že by to znovu neudělal. '.repeat(12)}</p>`;

describe('no figures', () => {
  it('where no sentence claims what a number would make precise: a fix at half the points, not a red flag', () => {
    const a = article(statement);
    const stats = audit(a, 'statistics');
    expect(stats.score).toBe(0.5);
    expect(stats.evidence).toContainEqual({ label: 'Claims a figure would make precise', value: '0' });
    expect(flagsOf(a)).not.toContain('statistics');
    // The advice says what was looked for and not found, not a template's "replace words such as…".
    expect(fixText(a, 'statistics')).toContain('No sentence of the main content says "many" or "most"');
    expect(fixText(a, 'statistics')).not.toContain('replace words such as');
  });
  it('where the page says "many" or "most" in its own voice: no score, and the sentence is quoted', () => {
    const a = article(`${statement}<p>Many supporters of the club have left the stadium early this season.</p>`);
    expect(audit(a, 'statistics').score).toBe(0);
    expect(fixText(a, 'statistics')).toContain('State the figure behind: "Many supporters of the club');
  });
  it('on a page in a language whose words are not looked for, the report says so', () => {
    const a = article(statementCs, 'cs');
    const stats = audit(a, 'statistics');
    expect(stats.score).toBe(0.5);
    expect(stats.evidence).toContainEqual({
      label: 'Claims a figure would make precise',
      value: 'not looked for (the page is in Czech)',
    });
    expect(fixText(a, 'statistics')).toContain(
      'looked for on English, French, German, Spanish, Portuguese and Italian pages, and this page is in Czech',
    );
  });
  it("are looked for in French, German, Spanish, Portuguese and Italian, with each language's reported speech and first person", () => {
    const claims = (lang: string, ...sentences: string[]) =>
      audit(article(`${statement}${sentences.map((s) => `<p>${s}</p>`).join('')}`, lang), 'statistics')
        .fix?.stepByStep.filter((s) => s.startsWith('State the figure behind'))
        .map((s) => s.replace(/^State the figure behind: "|"$/g, '')) ?? [];
    expect(
      claims(
        'fr',
        "De nombreux habitants ont quitté le quartier depuis la fermeture de l'usine.",
        'Selon le maire, beaucoup de familles ont quitté la ville cette année.',
        "J'ai rencontré beaucoup de gens formidables pendant ce voyage en Bretagne.",
        "La plupart des visiteurs viennent d'Allemagne et des Pays-Bas.",
      ),
    ).toEqual([
      "De nombreux habitants ont quitté le quartier depuis la fermeture de l'usine.",
      "La plupart des visiteurs viennent d'Allemagne et des Pays-Bas.",
    ]);
    expect(
      claims(
        'de-DE',
        'Viele Anwohner haben das Viertel seit der Schließung der Fabrik verlassen.',
        'Laut dem Bürgermeister haben viele Familien die Stadt verlassen.',
        'Sie können viele Funktionen des Programms kostenlos testen.',
        'Die meisten Besucher kommen aus den Niederlanden und aus Belgien.',
      ),
    ).toEqual([
      'Viele Anwohner haben das Viertel seit der Schließung der Fabrik verlassen.',
      'Die meisten Besucher kommen aus den Niederlanden und aus Belgien.',
    ]);
    expect(
      claims(
        'es',
        'Muchos vecinos han abandonado el barrio desde el cierre de la fábrica.',
        'Según el alcalde, muchas familias han dejado la ciudad este año.',
        'Muchas gracias a todos los lectores que llegaron hasta el final.',
      ),
    ).toEqual(['Muchos vecinos han abandonado el barrio desde el cierre de la fábrica.']);
    expect(
      claims(
        'pt-BR',
        'Muitos moradores deixaram o bairro desde o fechamento da fábrica.',
        'Segundo o prefeito, muitas famílias deixaram a cidade este ano.',
      ),
    ).toEqual(['Muitos moradores deixaram o bairro desde o fechamento da fábrica.']);
    expect(
      claims(
        'it',
        'Molti residenti hanno lasciato il quartiere dopo la chiusura della fabbrica.',
        'Ho incontrato molte persone gentili durante il mio viaggio in Sicilia.',
      ),
    ).toEqual(['Molti residenti hanno lasciato il quartiere dopo la chiusura della fabbrica.']);
  });
  it("a product's missing specifications still cost all their points", () => {
    const product = at(
      page(
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Chef knife","offers":{"@type":"Offer","price":"89","priceCurrency":"EUR"}}</script>',
        `<main><h1>Chef knife</h1>${prose(4)}<button>Add to cart</button></main>`,
        'Chef knife',
      ),
    );
    expect(audit(product, 'statistics').score).toBe(0);
  });
  it('a text too short to make a claim is not given the benefit of the doubt, for figures or for sources', () => {
    const a = article('<p>The coach spoke on the programme on Sunday night about the cup.</p>');
    expect(audit(a, 'statistics').score).toBe(0);
    expect(audit(a, 'outbound-citations').score).toBe(0);
  });
});

describe('no external source', () => {
  it('where nothing stated owes a source: a fix that says to link where the quotations were said', () => {
    const a = article(statement);
    const cites = audit(a, 'outbound-citations');
    expect(cites.score).toBe(0.5);
    expect(cites.evidence).toContainEqual({ label: 'Statements of a figure or finding', value: '0' });
    expect(flagsOf(a)).not.toContain('outbound-citations');
    expect(fixText(a, 'outbound-citations')).toContain('link each to where it was said or published');
  });
  it('where a sentence reports a finding or a share: no score, and the sentence is named', () => {
    const a = article(`${statement}<p>A recent survey found that 62% of fans agree with the coach.</p>`);
    expect(audit(a, 'outbound-citations').score).toBe(0);
    expect(fixText(a, 'outbound-citations')).toContain('Link the source of: "A recent survey found that 62%');
  });
  it('on a page in another language, a figure owes its source', () => {
    const a = article(
      `${statementPt}<p>O clube vendeu 38 mil ingressos para a final, segundo a federação.</p>`,
      'pt-BR',
    );
    expect(audit(a, 'statistics').numericValue).toBeGreaterThan(0);
    expect(audit(a, 'outbound-citations').score).toBe(0);
  });
});

describe("sources owed, in the words of the page's language (decision 127)", () => {
  /** The sentences the fix asks a source for, on an article in `lang` whose text is `statement` and these. */
  const owed = (lang: string, ...sentences: string[]) =>
    audit(article(`${statementPt}${sentences.map((s) => `<p>${s}</p>`).join('')}`, lang), 'outbound-citations')
      .fix?.stepByStep.filter((s) => s.startsWith('Link the source of'))
      .map((s) => s.replace(/^Link the source of: "|"$/g, '')) ?? [];
  it('a finding or an amount is quoted in French, German, Spanish, Portuguese and Italian; an opinion, a manner, an agreement or a homonym is not', () => {
    expect(
      owed(
        'fr',
        'Selon une étude de l’Insee, les loyers ont augmenté dans toutes les grandes villes.',
        'Selon moi, ce choix était le bon pour le club et pour ses supporters.',
        'Le prix de l’abonnement varie selon le modèle choisi par le client.',
        'Le chantier a coûté 3,5 millions d’euros à la commune.',
      ),
    ).toEqual([
      'Selon une étude de l’Insee, les loyers ont augmenté dans toutes les grandes villes.',
      'Le chantier a coûté 3,5 millions d’euros à la commune.',
    ]);
    expect(
      owed(
        'de-DE',
        'Laut einer Umfrage des Verbands sind die Mieten in allen großen Städten gestiegen.',
        'Die Fans sangen so laut, dass man den Schiedsrichter nicht mehr hörte.',
        'Der verletzte Spieler rief laut Hilfe, bis die Sanitäter kamen.',
        'Forscher haben herausgefunden, dass die Mieten schneller steigen als die Löhne.',
      ),
    ).toEqual([
      'Laut einer Umfrage des Verbands sind die Mieten in allen großen Städten gestiegen.',
      'Forscher haben herausgefunden, dass die Mieten schneller steigen als die Löhne.',
    ]);
    expect(
      owed(
        'es',
        'Un estudio reciente muestra que los alquileres suben más rápido que los salarios.',
        'Según parece, el entrenador no volverá a dirigir al equipo esta temporada.',
        'No estoy de acuerdo con la decisión del árbitro en el último minuto.',
      ),
    ).toEqual(['Un estudio reciente muestra que los alquileres suben más rápido que los salarios.']);
    expect(
      owed(
        'pt-BR',
        'Segundo o IBGE, os aluguéis subiram em todas as capitais do país.',
        'No segundo tempo, o time mudou de esquema e pressionou a saída de bola.',
      ),
    ).toEqual(['Segundo o IBGE, os aluguéis subiram em todas as capitais do país.']);
    expect(
      owed(
        'it',
        "Secondo l'Istat, gli affitti sono aumentati in tutte le grandi città.",
        'Secondo me la squadra ha giocato la sua partita migliore della stagione.',
        'Il secondo giorno del torneo la squadra ha giocato meglio di tutte le altre.',
        'Usa la ricerca del sito per trovare gli articoli sulla squadra.',
      ),
    ).toEqual(["Secondo l'Istat, gli affitti sono aumentati in tutte le grandi città."]);
  });
  it("a credit line in the page's language sources the figures as a whole", () => {
    const a = article(
      `${statementPt}<p>Die Mieten sind in zehn Jahren um 40 % gestiegen.</p><p>Quelle: <a href="https://www.destatis.de/mieten">Statistisches Bundesamt</a></p>`,
      'de',
    );
    expect(audit(a, 'outbound-citations').score).toBe(0.6);
    expect(fixText(a, 'outbound-citations')).not.toContain('Link the source of');
  });
  it('in a language whose words are not looked for, a share is still quoted and every figure owes a source', () => {
    const a = article(
      `${statementCs}<p>Podle průzkumu souhlasí s trenérem 62 % fanoušků klubu.</p><p>Klub prodal na finále 38 tisíc vstupenek.</p>`,
      'cs',
    );
    expect(audit(a, 'outbound-citations').score).toBe(0);
    expect(fixText(a, 'outbound-citations')).toContain('Link the source of: "Podle průzkumu souhlasí s trenérem 62 %');
  });
});

describe('no meta description', () => {
  it('where the opening text makes the snippet: half the points, not a red flag, and the opening is shown', () => {
    const a = article(statement);
    const desc = audit(a, 'meta-description');
    expect(desc.score).toBe(0.5);
    expect(desc.failureTitle).toBe('The page has no meta description');
    expect(desc.evidence.find((e) => e.label === 'Opening text that can serve as the snippet')?.value).toMatch(
      /^"The river paragraph 0/,
    );
    expect(flagsOf(a)).not.toContain('meta-description');
  });
  it('where the page has no text to draw a snippet from: no score', () => {
    const a = at(page('', '<main><h1>Gallery</h1><img src="/a.jpg" alt="A river"></main>', 'Gallery of the river'));
    const desc = audit(a, 'meta-description');
    expect(desc.score).toBe(0);
    expect(desc.evidence).toContainEqual({ label: 'Opening text that can serve as the snippet', value: 'none' });
  });
});
