// The browser apps' client kit. Sub-paths (`@croupier/web-kit/http`, `/money`, `/dates`,
// `/rich-text`, `/dialog`, `/form-errors`) keep a first render's imports small.
export * from './http/index';
export * from './money';
export * from './dates';
export * from './rich-text/index';
export * from './Dialog';
export * from './form-errors';
