// Vietnamese lottery (xổ số): the result sheet of each region (vietnam-sheet.ts) and the bet
// types settled against it, with their exact RTPs (vietnam-bets.ts). Players' rules and the
// odds table: docs/lottery-rules.md, "Vietnamese lottery".
export * from './vietnam-sheet';
export * from './vietnam-bets';
