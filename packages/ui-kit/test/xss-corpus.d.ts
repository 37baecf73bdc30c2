declare module 'virtual:xss-corpus' {
  interface XssFixture {
    title?: string;
    payload: string;
    expected: string | string[];
  }
  const corpus: {
    found: boolean;
    dir: string;
    payloadFiles: Array<{ name: string; payloads: string[] }>;
    fixtures: XssFixture[];
  };
  export default corpus;
}
