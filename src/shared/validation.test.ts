import { describe, expect, it } from 'vitest';
import { emailListError, isValidChatAppId, isValidWebsiteUrl, websiteUrlError } from './validation';

describe('website URL rule', () => {
  it('accepts http and https addresses with a domain and top-level part', () => {
    for (const ok of ['https://example.com', 'http://www.example.co.uk/path?q=1', 'https://sub.example.io:8080/a', 'http://127.0.0.1:4173/']) {
      expect(isValidWebsiteUrl(ok), ok).toBe(true);
    }
  });
  it('rejects other input with the spec message', () => {
    for (const bad of ['example.com', 'ftp://example.com', 'https://localhost', 'https://example.toolongtld', 'https://exa mple.com', 'javascript:alert(1)']) {
      expect(isValidWebsiteUrl(bad), bad).toBe(false);
      expect(websiteUrlError(bad)).toBe('Please enter a valid URL');
    }
    expect(websiteUrlError('')).toBe('Please enter a valid URL');
    expect(websiteUrlError('https://www.yourwebsite.com')).toBe('Please enter a valid URL');
    expect(websiteUrlError('https://getseen.app', 'https://example.com')).toBeNull();
  });
});

describe('report e-mail list rule', () => {
  it('requires at least one valid address; every comma-separated item must be valid', () => {
    expect(emailListError('')).toBe('Email is required');
    expect(emailListError('   ')).toBe('Email is required');
    expect(emailListError('a@b.com')).toBeNull();
    expect(emailListError(' a@b.com , c.d@e.co.uk')).toBeNull();
    expect(emailListError('a@b.com, nope')).toBe('Please enter valid email addresses separated by commas');
    expect(emailListError('a@b.com,')).toBe('Please enter valid email addresses separated by commas');
  });
});

describe('chat app id', () => {
  it('must be exactly 24 letters or digits', () => {
    expect(isValidChatAppId('a'.repeat(24))).toBe(true);
    expect(isValidChatAppId('A1'.repeat(12))).toBe(true);
    expect(isValidChatAppId('a'.repeat(23))).toBe(false);
    expect(isValidChatAppId('a'.repeat(23) + '-')).toBe(false);
    expect(isValidChatAppId(null)).toBe(false);
  });
});
