/** Structured data as written in the page: JSON-LD blocks (parsed later), microdata and RDFa types and organisations. */
import type { MarkupOrganization, PageFacts } from '../../types';
import { absolutise, at, clean, nonEmpty, textOf, type ParsedPage, type TreeNode } from './dom';

/** Organisation types (schema.org Organization and the common subtypes of it and of LocalBusiness). */
export const ORG_TYPE =
  /(?:^|[/:#])(?:Organi[sz]ation|Corporation|NewsMediaOrganization|NGO|Consortium|Airline|LocalBusiness|OnlineBusiness|OnlineStore|Store|Restaurant|ProfessionalService|LegalService|FinancialService|MedicalBusiness|HealthAndBeautyBusiness|HomeAndConstructionBusiness|AutomotiveBusiness|FoodEstablishment|LodgingBusiness|Hotel|Dentist|Physician|Attorney|Plumber|Electrician|RealEstateAgent|TravelAgency|InsuranceAgency|AccountingService|BankOrCreditUnion|[A-Z][A-Za-z]*(?:Organization|Business|Store|Agency|Clinic|Shop))$/;

export function schemaMarkup({ q }: ParsedPage): Pick<PageFacts, 'jsonLdRaw' | 'microdataTypes' | 'rdfaTypes'> {
  const jsonLdRaw: string[] = [];
  q('script[type]', 'script').each((_, el) => {
    const t = (at(el, 'type') ?? '').toLowerCase().trim();
    if (t === 'application/ld+json') jsonLdRaw.push(textOf([el]));
  });

  const microdataTypes = new Set<string>();
  q('[itemscope][itemtype]', '@itemscope').each((_, el) => {
    for (const t of clean(at(el, 'itemtype')).split(' ')) {
      const name = t.replace(/^(?:https?:)?\/\/(?:www\.)?schema\.org\//i, '').trim();
      if (name) microdataTypes.add(name);
    }
  });
  const rdfaTypes = new Set<string>();
  q('[typeof]', '@typeof').each((_, el) => {
    for (const t of clean(at(el, 'typeof')).split(' ')) {
      const name = t.replace(/^(schema:|https?:\/\/schema\.org\/)/i, '').trim();
      if (name) rdfaTypes.add(name);
    }
  });
  return { jsonLdRaw, microdataTypes: [...microdataTypes].sort(), rdfaTypes: [...rdfaTypes].sort() };
}

/** Organisations declared in microdata / RDFa, with the properties of their own scope. */
export function markupOrganizations({ $, q, base }: ParsedPage): MarkupOrganization[] {
  const ownProps = (el: TreeNode, attr: 'itemprop' | 'property', scopeAttr: 'itemscope' | 'typeof') =>
    (
      $(el as never)
        .find(`[${attr}]`)
        .toArray() as unknown as TreeNode[]
    ).filter((x) => {
      for (let p = x.parent; p; p = p.parent)
        if (p === el) return true;
        else if (p.attribs && scopeAttr in p.attribs) return false;
      return false;
    });
  const propValue = (x: TreeNode) => nonEmpty(at(x, 'content') ?? at(x, 'href') ?? at(x, 'src') ?? textOf([x]));
  const markupOrgs: MarkupOrganization[] = [];
  /** The itemtype of the item that holds this one, for microdata. */
  const holderType = (el: TreeNode) => {
    for (let p = el.parent; p; p = p.parent) if (p.attribs && 'itemscope' in p.attribs) return clean(at(p, 'itemtype'));
    return '';
  };
  const readOrg = (el: TreeNode, source: 'microdata' | 'rdfa', type: string) => {
    if (markupOrgs.length >= 20) return;
    // A video's or image's provider is not who is behind the page (schema/page.ts heldByMedia).
    if (source === 'microdata' && /(?:Video|Image|Audio|Media)Object$/.test(holderType(el))) return;
    const attr = source === 'microdata' ? 'itemprop' : 'property';
    const props = ownProps(el, attr, source === 'microdata' ? 'itemscope' : 'typeof');
    const named = (re: RegExp) =>
      props.filter((x) =>
        clean(at(x, attr))
          .split(' ')
          .some((p) => re.test(p.replace(/^(?:schema:|https?:\/\/schema\.org\/)/i, ''))),
      );
    const name =
      named(/^(?:name|legalName|alternateName)$/)
        .map(propValue)
        .find(Boolean) ?? null;
    const sameAs = [
      ...new Set(
        named(/^sameAs$/)
          .map(propValue)
          .filter((v): v is string => !!v)
          .map((v) => absolutise(v, base))
          .filter((v): v is string => !!v),
      ),
    ];
    const url = named(/^url$/).map(propValue).find(Boolean) ?? null;
    markupOrgs.push({
      source,
      type,
      name: name ? name.slice(0, 120) : null,
      sameAs: sameAs.slice(0, 20),
      url: url ? absolutise(url, base) : null,
      embedded:
        source === 'microdata'
          ? 'itemprop' in (el.attribs ?? {})
          : 'property' in (el.attribs ?? {}) || 'rel' in (el.attribs ?? {}),
    });
  };
  q('[itemscope][itemtype]', '@itemscope').each((_, el) => {
    const type = clean(at(el, 'itemtype'))
      .split(' ')
      .find((t) => ORG_TYPE.test(t));
    if (type) readOrg(el as unknown as TreeNode, 'microdata', type.replace(/^.*[/#:]/, ''));
  });
  q('[typeof]', '@typeof').each((_, el) => {
    const type = clean(at(el, 'typeof'))
      .split(' ')
      .find((t) => ORG_TYPE.test(t));
    if (type) readOrg(el as unknown as TreeNode, 'rdfa', type.replace(/^.*[/#:]/, ''));
  });
  return markupOrgs;
}
