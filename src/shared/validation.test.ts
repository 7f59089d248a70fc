import { describe, expect, it } from 'vitest';
import {
  emailListError,
  isValidChatAppId,
  isValidWebsiteUrl,
  plainNameError,
  plainNameFromEmail,
  singleEmailError,
  websiteUrlError,
} from './validation';

describe('website URL rule', () => {
  it('accepts http and https addresses with a domain and top-level part', () => {
    for (const ok of [
      'https://example.com',
      'http://www.example.co.uk/path?q=1',
      'https://sub.example.io:8080/a',
      'http://127.0.0.1:4173/',
    ]) {
      expect(isValidWebsiteUrl(ok), ok).toBe(true);
    }
  });
  it('rejects other input with the spec message', () => {
    for (const bad of [
      'example.com',
      'ftp://example.com',
      'https://localhost',
      'https://example.toolongtld',
      'https://exa mple.com',
      'javascript:alert(1)',
    ]) {
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

describe('send-report fields (finding 7)', () => {
  it('takes exactly one address', () => {
    expect(singleEmailError('')).toBe('Email is required');
    expect(singleEmailError(' a@example.com ')).toBeNull();
    expect(singleEmailError('a@example.com,')).toBeNull();
    expect(singleEmailError('a@example.com, b@example.com')).toBe(
      'Please enter one email address: the report is sent to one recipient',
    );
    expect(singleEmailError('a@example.com; b@example.com')).toBe(
      'Please enter one email address: the report is sent to one recipient',
    );
    expect(singleEmailError('a@example.com, nope')).toBe('Please enter valid email addresses separated by commas');
    expect(singleEmailError('nope')).toBe('Please enter a valid email address');
    expect(singleEmailError('a@b.com\r\nBcc: x@y.com')).toBe('Please enter a valid email address');
  });
  it('takes a plain name of at most 80 characters', () => {
    for (const ok of ['Ann', "D'Arcy O'Brien Jr.", 'Zoë Saint-Éloi', 'J. R. R. Tolkien', '李小龍', 'A'.repeat(80)])
      expect(plainNameError(ok), ok).toBeNull();
    expect(plainNameError('  ')).toBe('Name is required');
    expect(plainNameError('A'.repeat(81))).toBe('Name must be at most 80 characters');
    for (const bad of ['https://evil.example', 'Win $100', 'Ann <b>', 'Ann\nBuy', '-Ann', 'Call 5550100', 'a@b.com'])
      expect(plainNameError(bad), bad).toBe("Please enter a name using letters, spaces and . , ' - only");
  });
  it('makes a plain name from an e-mail local part', () => {
    expect(plainNameFromEmail('pat.payer+shop@example.com')).toBe('pat payer shop');
    expect(plainNameFromEmail('12345@example.com')).toBe('Customer');
    expect(plainNameError(plainNameFromEmail(`${'x'.repeat(100)}@example.com`))).toBeNull();
  });
});
