import type { AppLanguage } from '@/config/languages'

// The Windows code pages Excel's plain "CSV" is written in, in the app's languages: a file that is
// not UTF-8 is read in the page language's, and the admin may choose the other.

export type CodePage = 'windows-1252' | 'windows-1256'

/** Arabic Windows writes Windows-1256; English and German Windows, Windows-1252. */
export const pageCodePage = (language: AppLanguage): CodePage =>
  language === 'ar' ? 'windows-1256' : 'windows-1252'

export const otherCodePage = (codePage: CodePage): CodePage =>
  codePage === 'windows-1252' ? 'windows-1256' : 'windows-1252'
