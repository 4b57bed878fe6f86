/**
 * Checks JSON-LD against the properties Google's rich results require of each
 * type the site writes (https://developers.google.com/search/docs/appearance/structured-data/breadcrumb,
 * …/article, and schema.org's SearchAction): returns each problem found, as
 * Search Console would name it.
 */
type Json = Record<string, unknown>;

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+\/?\S*$/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function structuredDataProblems(data: Json): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  switch (data['@type']) {
    case 'BreadcrumbList': {
      const items = data.itemListElement;
      if (!Array.isArray(items) || items.length === 0) {
        problems.push('Missing field "itemListElement"');
        break;
      }
      items.forEach((raw, i) => {
        const item = raw as Json;
        if (item['@type'] !== 'ListItem') problems.push(`itemListElement[${i}] is not a ListItem`);
        if (item.position !== i + 1) problems.push(`Invalid "position" in itemListElement[${i}]: ${String(item.position)}`);
        if (!nonEmpty(item.name)) problems.push(`Missing field "name" (in "itemListElement[${i}]")`);
        const last = i === items.length - 1;
        if (item.item === undefined ? !last : !isAbsoluteUrl(item.item))
          problems.push(`${item.item === undefined ? 'Missing field "item"' : 'Invalid URL in field "item"'} (in "itemListElement[${i}]")`);
      });
      break;
    }
    case 'BlogPosting': {
      if (!nonEmpty(data.headline)) problems.push('Missing field "headline"');
      else if ((data.headline as string).length > 110) problems.push('"headline" longer than 110 characters');
      if (!isDate(data.datePublished)) problems.push('Invalid or missing "datePublished"');
      if (data.dateModified !== undefined && !isDate(data.dateModified)) problems.push('Invalid "dateModified"');
      if (!isAbsoluteUrl(data.url)) problems.push('Invalid URL in field "url"');
      for (const author of (data.author as Json[] | undefined) ?? []) {
        if (!nonEmpty(author.name)) problems.push('Missing field "name" (in "author")');
        if (author.url !== undefined && !isAbsoluteUrl(author.url)) problems.push('Invalid URL in field "url" (in "author")');
      }
      if (data.image !== undefined && !isAbsoluteUrl(data.image)) problems.push('Invalid URL in field "image"');
      break;
    }
    case 'WebSite': {
      if (!isAbsoluteUrl(data.url)) problems.push('Invalid URL in field "url"');
      if (!nonEmpty(data.name)) problems.push('Missing field "name"');
      const action = data.potentialAction as Json | undefined;
      const template = (action?.target as Json | undefined)?.urlTemplate;
      if (action?.['@type'] !== 'SearchAction') problems.push('Missing "potentialAction" of type SearchAction');
      else if (typeof template !== 'string' || !template.includes('{search_term_string}') || !isAbsoluteUrl(template.replace('{search_term_string}', 'x')))
        problems.push('Invalid "target.urlTemplate" (in "potentialAction")');
      else if (action['query-input'] !== 'required name=search_term_string') problems.push('"query-input" does not name search_term_string');
      break;
    }
    default:
      problems.push(`Unexpected @type ${String(data['@type'])}`);
  }
  return problems;
}
