/** AI agents checked in robots.txt, grouped by purpose. */
export interface AiAgent {
  agent: string;
  provider: string;
  purpose: 'search' | 'training';
}
export const AI_AGENTS: AiAgent[] = [
  // search and user-triggered fetchers: blocking these removes the site from AI answers
  { agent: 'OAI-SearchBot', provider: 'OpenAI', purpose: 'search' },
  { agent: 'ChatGPT-User', provider: 'OpenAI', purpose: 'search' },
  { agent: 'Claude-SearchBot', provider: 'Anthropic', purpose: 'search' },
  { agent: 'Claude-User', provider: 'Anthropic', purpose: 'search' },
  { agent: 'PerplexityBot', provider: 'Perplexity', purpose: 'search' },
  { agent: 'Perplexity-User', provider: 'Perplexity', purpose: 'search' },
  { agent: 'Applebot', provider: 'Apple', purpose: 'search' },
  // training crawlers: blocking these is a legitimate choice
  { agent: 'GPTBot', provider: 'OpenAI', purpose: 'training' },
  { agent: 'ClaudeBot', provider: 'Anthropic', purpose: 'training' },
  { agent: 'anthropic-ai', provider: 'Anthropic', purpose: 'training' },
  { agent: 'Google-Extended', provider: 'Google', purpose: 'training' },
  { agent: 'Applebot-Extended', provider: 'Apple', purpose: 'training' },
  { agent: 'CCBot', provider: 'Common Crawl', purpose: 'training' },
  { agent: 'Bytespider', provider: 'ByteDance', purpose: 'training' },
  { agent: 'Meta-ExternalAgent', provider: 'Meta', purpose: 'training' },
  { agent: 'Amazonbot', provider: 'Amazon', purpose: 'training' },
  { agent: 'cohere-ai', provider: 'Cohere', purpose: 'training' },
];
