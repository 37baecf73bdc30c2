// pdf.js's worker script has no types; importing it only sets `globalThis.pdfjsWorker`.
declare module 'pdfjs-dist/build/pdf.worker.min.mjs';
