import { z } from 'zod';
import { envelope } from './envelope';
import { pageQuery } from './page-query';
import { pageOf } from './pages';
import { paths } from './paths';
import { gameCategories } from './system-values';

/**
 * Points (spec §3, §9): earned on valid turnover at the merchant's rate of each game
 * category, converted to cash in the main wallet, never expiring. Points are decimal numbers
 * with at most 2 decimals on the wire (the server keeps whole hundredths); cash amounts are
 * decimal numbers of major units, like every amount of the wallet.
 */

/** The journal's kinds of row (spec §4's point types): earned per game family, or spent. */
export const pointTypes = ['live', 'lott', 'pvp', 'rng', 'sports', 'redeem', 'deposit'] as const;
export type PointType = (typeof pointTypes)[number];

/** The point type a game category's play earns: fishing is an RNG game, e-sports a sport. */
export const pointTypeOfCategory = {
  LIVE: 'live',
  RNG: 'rng',
  FISH: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  PVP: 'pvp',
  LOTT: 'lott',
  ELOTT: 'lott',
} as const satisfies Record<(typeof gameCategories)[number], PointType>;

/** The member's points: the balance and the net change of each type since the first. */
export const pointsSummary = z.object({
  balance: z.number(),
  byType: z.array(z.object({ type: z.enum(pointTypes), points: z.number() })),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

/** One row of the points journal, newest first. */
export const pointDetail = z.object({
  id: z.string(),
  type: z.enum(pointTypes),
  /** Signed: earned above zero, converted below. */
  change: z.number(),
  balanceAfter: z.number(),
  remarks: z.string(),
  /** Cash a conversion paid (major units); null for earned points. */
  cashAmount: z.number().nullable(),
  createdAt: z.string(),
});
export type PointDetail = z.infer<typeof pointDetail>;

export const pointDetailsQuery = z.object({ type: z.enum(pointTypes).optional(), ...pageQuery });
export type PointDetailsQuery = z.input<typeof pointDetailsQuery>;

export const pointDetailsPage = pageOf(pointDetail);
export type PointDetailsPage = z.infer<typeof pointDetailsPage>;

/** How the brand's points are earned and what they are worth. */
export const pointRules = z.object({
  /** Null: the brand runs no points programme (nothing is earned or converted). */
  programme: z
    .object({
      /** Points per 1.00 of valid turnover, per game category (0: earns none). */
      rates: z.array(
        z.object({
          category: z.enum(gameCategories),
          type: z.enum(pointTypes),
          rate: z.number(),
        }),
      ),
      /** Cash (major units) that 100 points buy; 0: conversion is closed. */
      cashPerHundredPoints: z.number(),
      /** The fewest whole points one conversion takes. */
      minConvertPoints: z.number(),
      /** Points earned on play settled up to this long ago (minutes) appear. */
      earningDelayMinutes: z.number(),
    })
    .nullable(),
});
export type PointRules = z.infer<typeof pointRules>;

export const convertPointsBody = z.object({
  /** Whole points to convert. */
  points: z.coerce.number().int().positive().max(1_000_000_000),
  paymentPassword: z.string().min(1).max(64),
  /** The client's id of this conversion: a resend (double click, retry) converts once. */
  requestId: z.string().uuid(),
});
export type ConvertPointsBody = z.input<typeof convertPointsBody>;

export const pointConversion = z.object({
  points: z.number(),
  /** Cash credited to the main wallet (major units). */
  cashAmount: z.number(),
  /** Points left. */
  balance: z.number(),
});
export type PointConversion = z.infer<typeof pointConversion>;

export const pointEndpoints = {
  points: {
    method: 'GET',
    path: paths.rewardsPoints,
    summary: 'The member’s points balance and points by type',
    response: envelope(pointsSummary),
  },
  pointDetails: {
    method: 'GET',
    path: paths.rewardsPointDetails,
    summary: 'The member’s points details: every change, newest first, one page',
    query: pointDetailsQuery,
    response: envelope(pointDetailsPage),
  },
  pointRules: {
    method: 'GET',
    path: paths.rewardsPointRules,
    summary: 'How the brand’s points are earned per game category and what they are worth',
    description: 'Anyone may call it; `programme: null` when the brand runs no points.',
    response: envelope(pointRules),
  },
  convertPoints: {
    method: 'POST',
    path: paths.rewardsPointConvert,
    summary: 'Convert whole points to cash in the main wallet (payment password)',
    description:
      'One conversion per `requestId`: a resend answers the first conversion. Cash is ' +
      'floor(points × cashPerHundredPoints / 100), to the cent.',
    body: convertPointsBody,
    response: envelope(pointConversion),
  },
} as const;
