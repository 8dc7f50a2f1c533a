/**
 * The parts of NLP.js v4 (@nlpjs/*, untyped CommonJS) the classifier uses.
 */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(): Promise<Container>;
  export class Normalizer {
    constructor(container?: Container);
    name: string;
  }
  export class Tokenizer {
    constructor(container?: Container, shouldTokenize?: boolean);
    name: string;
  }
  export class BaseStemmer {
    constructor(container?: Container);
    name: string;
    getCurrent(): string;
    setCurrent(word: string): void;
  }
}

declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';
  export interface NluClassification {
    intent: string;
    score: number;
  }
  export class NluNeural {
    constructor(settings: {
      locale: string;
      container: Container;
      log?: boolean;
      spellCheck?: boolean;
    });
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(text: string): Promise<{ classifications: NluClassification[] }>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
declare module '@nlpjs/lang-hi' {
  export const LangHi: unknown;
  export const StemmerHi: new (container?: unknown) => {
    name: string;
    processSuffixes(word: string): string;
  };
}
declare module '@nlpjs/lang-ta' {
  export const LangTa: unknown;
}
declare module '@nlpjs/lang-ja' {
  export const LangJa: unknown;
}
