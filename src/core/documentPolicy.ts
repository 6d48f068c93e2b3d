// Which documents Walletscope reads, for both hosts: never a file that holds secrets (its text must not
// reach the service), never one over `walletscope.maxFileSizeKb`, hovers only where they are on, and checksum
// warnings wherever they are on and the file is within the size limit.
import { isSecretFile } from '../detect/secretFiles';

/** What a host knows of a document without reading its text. */
export interface DocumentFacts {
  /** A path or URI path; only its file name matters. */
  readonly path: string;
  /** Length of the text in UTF-16 code units (what editors count). */
  readonly length: number;
  readonly languageId: string;
}

export interface PolicySettings {
  readonly hoverEnabled: boolean;
  readonly hoverExcludedLanguages: readonly string[];
  readonly maxFileSizeBytes: number;
}

/** Hovers, diagnostics and inline notes skip documents over `walletscope.maxFileSizeKb`. */
export function withinSizeLimit(document: Pick<DocumentFacts, 'length'>, settings: Pick<PolicySettings, 'maxFileSizeBytes'>): boolean {
  return document.length <= settings.maxFileSizeBytes;
}

/** Text may be looked up with the service: not a file that holds secrets, and within the size limit. */
export function lookupsAllowed(document: Pick<DocumentFacts, 'path' | 'length'>, settings: Pick<PolicySettings, 'maxFileSizeBytes'>): boolean {
  return !isSecretFile(document.path) && withinSizeLimit(document, settings);
}

/**
 * Checksum warnings: on, and the file within the size limit. Secret files are not skipped: the check runs
 * here and sends nothing anywhere, and a mistyped address in a .env file is worth a warning too.
 */
export function checksumWarningsApply(
  document: Pick<DocumentFacts, 'length'>, settings: Pick<PolicySettings, 'maxFileSizeBytes'> & { readonly checksumDiagnostics: boolean },
): boolean {
  return settings.checksumDiagnostics && withinSizeLimit(document, settings);
}

export function hoverApplies(document: DocumentFacts, settings: PolicySettings): boolean {
  return settings.hoverEnabled && !settings.hoverExcludedLanguages.includes(document.languageId) && lookupsAllowed(document, settings);
}
