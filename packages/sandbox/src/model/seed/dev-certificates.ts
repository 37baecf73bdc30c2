/**
 * The certificates the sandbox's corporate demo members hold, one ECDSA P-256 key pair each.
 *
 * The sandbox plays the certificate authority and the member's device at once: it registers each
 * member's public key (so `cert-verify` can check a signature against it), and hands the matching
 * private key to development signers (the native bridge's browser transport in sandbox builds,
 * tests) so they can sign as that member. These keys are published on purpose and sign nothing
 * outside the sandbox; never give them to a partner build.
 *
 * Keys are base64: the public key SPKI, the private key PKCS #8. The DN is the one the seed gives
 * the member (`cn=<법인명>,ou=corporation,o=yessign,c=kr`).
 */
export interface DevCertificate {
  memberId: string;
  dn: string;
  subject: string;
  issuer: string;
  notAfter: string;
  publicKey: string;
  privateKey: string;
}

export const DEV_CERTIFICATES: readonly DevCertificate[] = [
  {
    memberId: 'demo-corp',
    dn: 'cn=(주)한빛자산관리,ou=corporation,o=yessign,c=kr',
    subject: '(주)한빛자산관리',
    issuer: 'yessign (샌드박스)',
    notAfter: '2099-12-31T23:59:59+09:00',
    publicKey:
      'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEo/AhEKiZNRLQNXekWPJeoyDrbqGVi4GpGNRyYCvlRRS0W0QAWPg70FmdnH1KFDz3WIArar1Prm9uVk6N2b4Fmg==',
    privateKey:
      'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgE+14GC/AcNWYaEzMCXRdPPQlYIcp22UE6hZwc1TY/tKhRANCAASj8CEQqJk1EtA1d6RY8l6jIOtuoZWLgakY1HJgK+VFFLRbRABY+DvQWZ2cfUoUPPdYgCtqvU+ub25WTo3ZvgWa',
  },
  {
    memberId: 'demo-corp-pro',
    dn: 'cn=해운대에셋(주),ou=corporation,o=yessign,c=kr',
    subject: '해운대에셋(주)',
    issuer: 'yessign (샌드박스)',
    notAfter: '2099-12-31T23:59:59+09:00',
    publicKey:
      'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEy1kLn7Qx8AQiwmCoDU42H8252GOprrdymwd2uD7LHuhxCiQxghoyHPyAxZNVzHZ0SXL/djuc9JHArY9ga3gubg==',
    privateKey:
      'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgiNGjxAigKCBoTT/lB0K9YjWtmu/fuW3pHU0NOmItqXOhRANCAATLWQuftDHwBCLCYKgNTjYfzbnYY6mut3KbB3a4Psse6HEKJDGCGjIc/IDFk1XMdnRJcv92O5z0kcCtj2BreC5u',
  },
  {
    memberId: 'demo-corp-cdd',
    dn: 'cn=(주)동백물산,ou=corporation,o=yessign,c=kr',
    subject: '(주)동백물산',
    issuer: 'yessign (샌드박스)',
    notAfter: '2099-12-31T23:59:59+09:00',
    publicKey:
      'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEMT8ouViMt5epS+vDkDT6xtL+5aLWPb4D90QZPXvLi6KEKgWSxOFRKg8frFwdtD4shM/Dq3gCbAJ0mACE7O6tZw==',
    privateKey:
      'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnd7nUYS6v/QjWoq9Z4AhKQFX57BvSXgIl53T3eHw0EqhRANCAAQxPyi5WIy3l6lL68OQNPrG0v7lotY9vgP3RBk9e8uLooQqBZLE4VEqDx+sXB20PiyEz8OreAJsAnSYAITs7q1n',
  },
  {
    memberId: 'demo-corp-link',
    dn: 'cn=(주)새봄리츠,ou=corporation,o=yessign,c=kr',
    subject: '(주)새봄리츠',
    issuer: 'yessign (샌드박스)',
    notAfter: '2099-12-31T23:59:59+09:00',
    publicKey:
      'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE+Jpq7OkSC+72xJJ+Q/qoR60d0jSuDX013YtjuYVn5qrCs5LGBDn0e3dhuQuop9oTKrCjDRT6OKKvLc567AzIVA==',
    privateKey:
      'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgs8cmEZIuPz4AEqYB8EqA4DmcZh0jMn53po95b1azP/ihRANCAAT4mmrs6RIL7vbEkn5D+qhHrR3SNK4NfTXdi2O5hWfmqsKzksYEOfR7d2G5C6in2hMqsKMNFPo4oq8tznrsDMhU',
  },
];

/**
 * The pay-provider (Kakao Pay) certificate key the sandbox registers for every member the pay
 * provider knows (all but type 102, as `kakaopay-get-tx-id` decides), until a verified
 * pay-provider login registers the device's own key. It stands in for the key a member's
 * pay-provider app holds on a phone, so a development signer given this pair signs withdrawals and
 * ballots the sandbox verifies, whatever way the member signed in (the demo login registers no
 * key). Published on purpose, like the certificates above; never give it to a partner build.
 */
export const DEV_KAKAO_PAY_KEY: { readonly publicKey: string; readonly privateKey: string } = {
  publicKey:
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEDG7KuHCTaSM1gYcgqgciPOUbQtQflVlytBbsWc+kDyC6XuaAr3JOuwhpoXC9dN6kjel+1sjK0xldCOqmaiR5OQ==',
  privateKey:
    'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgII5vHO43PhKqunycVdlFBmlSse3pTBxjqgfqDJcO7FihRANCAAQMbsq4cJNpIzWBhyCqByI85RtC1B+VWXK0FuxZz6QPILpe5oCvck67CGmhcL103qSN6X7WyMrTGV0I6qZqJHk5',
};
