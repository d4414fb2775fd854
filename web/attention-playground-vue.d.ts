// The tag in Vue's templates (vue-tsc, Volar): a GlobalComponents entry for
// <attention-playground>, its props the element's properties (Vue gives a
// defined custom element each bound value as the property of that name, so
// :heads="['who', 'where']" arrives whole) and its events typed (@change,
// @playground-render, @task, @progress). Load it once in a Vue project, e.g. in env.d.ts:
//   /// <reference types="attention-playground/vue" />
// Vue's compiler must also be told the tag is a custom element (README: Vue).
// Written by hand, like attention-playground-types.d.ts.
import type { EmitFn, HTMLAttributes } from 'vue';
import type {
  AttentionPlaygroundElement, AttentionPlaygroundEventMap, AttentionPlaygroundProperties,
} from './attention-playground-types.js';

type Listeners = { [K in keyof AttentionPlaygroundEventMap]: (event: AttentionPlaygroundEventMap[K]) => void };

/** The props Vue's templates may give the tag: every setting's property, lang and Vue's own HTML attributes. */
export interface AttentionPlaygroundVueProps extends Partial<AttentionPlaygroundProperties> {
  lang?: string;
  onChange?: Listeners['change'];
  onPlaygroundRender?: Listeners['playground-render'];
  onTask?: Listeners['task'];
  onProgress?: Listeners['progress'];
}

/** The tag as Vue's template checker sees a component ($props and $emit are for templates only). */
export type AttentionPlaygroundVueComponent = new () => AttentionPlaygroundElement & {
  $props: Omit<HTMLAttributes, keyof AttentionPlaygroundVueProps> & AttentionPlaygroundVueProps;
  $emit: EmitFn<Listeners>;
};

declare module 'vue' {
  interface GlobalComponents {
    'attention-playground': AttentionPlaygroundVueComponent;
  }
}
