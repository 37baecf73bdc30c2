import { formatBytes } from '@jogak/domain-rules';

export interface FileRules {
  /** MIME types (`image/png`, `image/*`) or extensions (`.pdf`). */
  accept: readonly string[];
  maxBytes: number;
  maxFiles: number;
}

export interface FileCheck {
  accepted: File[];
  /** One Korean message per refused file. */
  errors: string[];
}

function matches(file: File, rule: string): boolean {
  const r = rule.toLowerCase();
  if (r.startsWith('.')) return file.name.toLowerCase().endsWith(r);
  if (r.endsWith('/*')) return file.type.toLowerCase().startsWith(r.slice(0, -1));
  return file.type.toLowerCase() === r;
}

/** `image/png` → `PNG`, `.pdf` → `PDF`, `image/*` → `이미지`. */
export function describeAccept(accept: readonly string[]): string {
  const names = accept.map((rule) => {
    if (rule === 'image/*') return '이미지';
    const tail = rule.startsWith('.') ? rule.slice(1) : (rule.split('/')[1] ?? rule);
    return tail.replace('jpeg', 'jpg').toUpperCase();
  });
  return [...new Set(names)].join(', ');
}

/**
 * Splits picked files into the ones we keep and Korean reasons for the ones we refuse; files
 * already chosen are never dropped.
 *
 * @example
 * checkFiles([bigPng], [], { accept: ['image/png'], maxBytes: 1024, maxFiles: 1 }).errors
 * // ['big.png: 1.00 KB 이하 파일만 올릴 수 있어요. (지금 2.00 KB)']
 */
export function checkFiles(incoming: readonly File[], current: readonly File[], rules: FileRules): FileCheck {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of incoming) {
    if (!rules.accept.some((rule) => matches(file, rule))) {
      errors.push(`${file.name}: ${describeAccept(rules.accept)} 파일만 올릴 수 있어요.`);
    } else if (file.size > rules.maxBytes) {
      errors.push(`${file.name}: ${formatBytes(rules.maxBytes)} 이하 파일만 올릴 수 있어요. (지금 ${formatBytes(file.size)})`);
    } else if (current.length + accepted.length >= rules.maxFiles) {
      errors.push(`${file.name}: 파일은 ${rules.maxFiles}개까지 올릴 수 있어요.`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors };
}
