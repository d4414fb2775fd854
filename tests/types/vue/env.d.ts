// As a Vue project loads the package's Vue types (attention-playground/vue).
/// <reference path="../../../dist/attention-playground-vue.d.ts" />
