import { useEffect, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/interaction';
import timeGridPlugin from '@fullcalendar/timegrid';
import elLocale from '@fullcalendar/core/locales/el';
import './availability-calendar.css';
import { athensNow, type CalendarAvailabilityEvent } from '../model/availability-times';

// Options built once: FullCalendar resets its view when an option's object changes.
const PLUGINS = [timeGridPlugin, interactionPlugin];
const LOCALES = [elLocale];
const VIEWS = { timeGridThreeDay: { type: 'timeGrid', duration: { days: 3 } } };
const PHONE_TOOLBAR = { start: 'prev,next', center: 'title', end: 'today' };
const DESKTOP_TOOLBAR = { start: 'prev,next today', center: 'title', end: '' };
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

type Props = {
  events: CalendarAvailabilityEvent[];
  /** Phones get three days at a time: a week of columns does not fit 375 px. */
  compact: boolean;
  language: string;
  /** The player's own calendar: select to add, click an event to remove it. */
  editable: boolean;
  onRange: (start: Date, end: Date) => void;
  onSelect: (start: Date, end: Date) => void;
  onEventClick: (eventId: number) => void;
};

/**
 * The week from 08:00 to 24:00 in 60-minute rows, selections snapping to 15
 * minutes (spec 3 §5). FullCalendar (about 70 kB gzipped) comes only with
 * this file, which the availability pages import lazily.
 */
export default function AvailabilityCalendar({
  events,
  compact,
  language,
  editable,
  onRange,
  onSelect,
  onEventClick,
}: Props) {
  const root = useRef<HTMLDivElement>(null);
  // The arrows are icon glyphs FullCalendar marks role="img" without a name; their buttons are named by
  // their hints (title), so the glyphs are hidden from assistive technology.
  useEffect(() => {
    root.current?.querySelectorAll('.fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
  });
  return (
    <div ref={root} className="availability-calendar">
      <FullCalendar
        plugins={PLUGINS}
        locales={LOCALES}
        locale={language === 'el' ? 'el' : 'en'}
        timeZone="Europe/Athens"
        now={() => athensNow()}
        firstDay={1}
        views={VIEWS}
        initialView={compact ? 'timeGridThreeDay' : 'timeGridWeek'}
        headerToolbar={compact ? PHONE_TOOLBAR : DESKTOP_TOOLBAR}
        height="auto"
        slotMinTime="08:00:00"
        slotMaxTime="24:00:00"
        slotDuration="01:00:00"
        snapDuration="00:15:00"
        allDaySlot={false}
        nowIndicator
        eventTimeFormat={TIME_FORMAT}
        slotLabelFormat={TIME_FORMAT}
        events={events}
        selectable={editable}
        selectMirror
        selectOverlap
        selectAllow={(info) => info.start.getTime() >= new Date(`${athensNow()}Z`).getTime()}
        selectLongPressDelay={300}
        unselectAuto
        datesSet={(info) => onRange(info.start, info.end)}
        select={(info) => {
          info.view.calendar.unselect();
          onSelect(info.start, info.end);
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (editable) onEventClick(Number(info.event.id));
        }}
      />
    </div>
  );
}
