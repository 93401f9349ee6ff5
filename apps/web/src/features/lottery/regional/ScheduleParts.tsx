import type { lottery } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import type { OpenDraw } from '../api';
import { Countdown, useGameClock } from '../parts/DrawClock';
import { weekdayNames } from './schedule';

/** When a game draws, in words: "Mon, Sat · 16:15 (UTC+07:00)", "1st and 16th · 16:00 …". */
export function ScheduleText({ schedule }: { schedule: lottery.LotterySchedule }) {
  const { t, i18n } = useTranslation();
  const days = schedule.weekdays
    ? schedule.weekdays.length === 7
      ? t('lottery.schedule.daily')
      : weekdayNames(schedule.weekdays, i18n.language).join(', ')
    : t('lottery.schedule.monthDays', { days: (schedule.monthDays ?? []).join(', ') });
  return (
    <span className="lottery-schedule">
      {t('lottery.schedule.at', { days, time: schedule.time, offset: schedule.utcOffset })}
    </span>
  );
}

/**
 * The countdown to the close of a scheduled game's next draw; when it closes, `onClose` asks
 * again for the draws (the next one takes over).
 */
export function NextDrawCountdown({
  draw,
  onClose,
}: {
  draw: OpenDraw | null;
  onClose: () => void;
}) {
  const clock = useGameClock({ drawIntervalSeconds: null }, draw ? [draw] : [], undefined, {
    draws: onClose,
    results: () => undefined,
  });
  return <Countdown clock={clock} />;
}
