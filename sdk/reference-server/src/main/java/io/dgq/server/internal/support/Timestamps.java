package io.dgq.server.internal.support;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** The two timestamp styles of the API: records use a {@code Z} suffix, envelopes and viewers {@code +00:00}. */
public final class Timestamps {

    private static final DateTimeFormatter UTC_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS").withZone(ZoneOffset.UTC);

    private final Clock clock;

    public Timestamps(Clock clock) {
        this.clock = clock;
    }

    public Instant now() {
        return clock.instant();
    }

    /** The clock every timestamp of the server comes from, which token expiry follows too. */
    public Clock clock() {
        return clock;
    }

    /** A record timestamp, e.g. {@code 2026-01-31T09:15:00.000Z}. */
    public String record() {
        return record(now());
    }

    public static String record(Instant instant) {
        return UTC_MILLIS.format(instant) + "Z";
    }

    /** An envelope or viewer timestamp, e.g. {@code 2026-01-31T09:15:00.000+00:00}. */
    public String offset() {
        return UTC_MILLIS.format(now()) + "+00:00";
    }

    /**
     * The instant of an ISO 8601 timestamp: with an offset ({@code Z}, {@code +02:00}), without one (UTC), or a date
     * alone (its start, UTC); {@code null} when the text is none of these.
     */
    public static Instant parse(String text) {
        if (text.length() < 10 || text.length() > 64) {
            return null;
        }
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException notWithOffset) {
            try {
                return LocalDateTime.parse(text).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException notLocal) {
                try {
                    return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
                } catch (DateTimeParseException notADate) {
                    return null;
                }
            }
        }
    }

    /**
     * Whether a text has the exact form of {@link #record(Instant)}, {@code uuuu-MM-ddTHH:mm:ss.SSSZ}, in which text
     * order is time order.
     */
    public static boolean isRecordForm(String text) {
        if (text.length() != 24 || text.charAt(23) != 'Z') {
            return false;
        }
        for (int i = 0; i < 23; i++) {
            char c = text.charAt(i);
            boolean ok = switch (i) {
                case 4, 7 -> c == '-';
                case 10 -> c == 'T';
                case 13, 16 -> c == ':';
                case 19 -> c == '.';
                default -> c >= '0' && c <= '9';
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
