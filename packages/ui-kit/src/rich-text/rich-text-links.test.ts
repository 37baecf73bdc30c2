import { describe, expect, it } from 'vitest';
import { linkDestination } from './rich-text-links';

const APP = 'https://app.jogak.example/home?tab=1';

describe('linkDestination', () => {
  it.each([
    ['/notice/1', { kind: 'internal', path: '/notice/1' }],
    ['notice/1?x=1#a', { kind: 'internal', path: '/notice/1?x=1#a' }],
    ['#top', { kind: 'internal', path: '/home?tab=1#top' }],
    ['https://app.jogak.example/my', { kind: 'internal', path: '/my' }],
    ['https://partner.example/a?b=1', { kind: 'external', url: 'https://partner.example/a?b=1' }],
    ['//other.example/x', { kind: 'external', url: 'https://other.example/x' }],
    ['http://app.jogak.example/my', { kind: 'external', url: 'http://app.jogak.example/my' }],
    ['https://app.jogak.example:8443/my', { kind: 'external', url: 'https://app.jogak.example:8443/my' }],
    ['mailto:help@jogak.example', { kind: 'external', url: 'mailto:help@jogak.example' }],
    ['tel:15880000', { kind: 'external', url: 'tel:15880000' }],
    ['http://[', { kind: 'invalid' }],
  ])('%s → %j', (href, expected) => {
    expect(linkDestination(href, APP)).toEqual(expected);
  });
});
