package io.dgq.server;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The two timestamp styles of the API: records use a {@code Z} suffix, envelopes and viewers {@code +00:00}. */
final class Timestamps {

    private static final DateTimeFormatter UTC_MILLIS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS").withZone(ZoneOffset.UTC);

    private final Clock clock;

    Timestamps(Clock clock) {
        this.clock = clock;
    }

    Instant now() {
        return clock.instant();
    }

    /** The clock every timestamp of the server comes from, which token expiry follows too. */
    Clock clock() {
        return clock;
    }

    /** A record timestamp, e.g. {@code 2026-01-31T09:15:00.000Z}. */
    String record() {
        return record(now());
    }

    static String record(Instant instant) {
        return UTC_MILLIS.format(instant) + "Z";
    }

    /** An envelope or viewer timestamp, e.g. {@code 2026-01-31T09:15:00.000+00:00}. */
    String offset() {
        return UTC_MILLIS.format(now()) + "+00:00";
    }
}
