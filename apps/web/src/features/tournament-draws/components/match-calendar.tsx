import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import elLocale from '@fullcalendar/core/locales/el';
import './match-calendar.css';
import { athensNow, initialCalendarDate, type CalendarMatchEvent } from '../model/calendar-events';

type Props = {
  events: CalendarMatchEvent[];
  /** Phones get the list view: a week grid does not fit 375 px. */
  compact: boolean;
  language: string;
  onOpen: (matchId: number) => void;
};

/**
 * FullCalendar with the category's matches. Its code (about 70 kB gzipped) loads
 * only when the calendar tab opens: the page imports this file lazily.
 */
export default function MatchCalendar({ events, compact, language, onOpen }: Props) {
  return (
    <div className="match-calendar">
      <FullCalendar
        plugins={[timeGridPlugin, dayGridPlugin, listPlugin]}
        locales={[elLocale]}
        locale={language === 'el' ? 'el' : 'en'}
        // The events carry Athens wall times (model/calendar-events.ts); now must be read the same way.
        timeZone="Europe/Athens"
        now={() => athensNow()}
        firstDay={1}
        initialView={compact ? 'listWeek' : 'timeGridWeek'}
        initialDate={initialCalendarDate(events)}
        headerToolbar={
          compact
            ? { start: 'prev,next', center: 'title', end: 'today' }
            : { start: 'prev,next today', center: 'title', end: 'timeGridWeek,dayGridMonth,listWeek' }
        }
        height="auto"
        slotMinTime="08:00:00"
        slotMaxTime="24:00:00"
        slotDuration="00:30:00"
        allDaySlot={false}
        nowIndicator
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={events}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(Number(info.event.id));
        }}
      />
    </div>
  );
}
