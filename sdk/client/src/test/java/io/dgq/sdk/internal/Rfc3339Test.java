package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.internal.json.Rfc3339;
import java.time.DateTimeException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The reader of the API's times agrees with the formatter it stands in for, and leaves it everything else. */
class Rfc3339Test {

    @Test
    void readsTheShapesTheApiWrites() {
        for (String text : new String[] {
            "2026-11-22T16:27:52.136Z",
            "2026-11-22T16:27:52Z",
            "2026-11-22T16:27:52.123456789Z",
            "2026-11-22T16:27:52.926535+00:00",
            "2026-11-22t16:27:52.5-05:30",
            "0001-01-01T00:00:00+18:00",
            "9999-12-31T23:59:59.999999999-18:00",
            "2024-02-29T12:00:00Z",
        }) {
            OffsetDateTime read = Rfc3339.parse(text);
            assertThat(read).as(text).isNotNull().isEqualTo(formatter(text));
        }
        assertThat(Rfc3339.parse("2026-11-22T16:27:52.926535+02:00").getOffset())
                .isEqualTo(ZoneOffset.ofHours(2));
        assertThat(Rfc3339.parse("2026-11-22T16:27:52-00:00").getOffset()).isEqualTo(ZoneOffset.UTC);
    }

    @Test
    void leavesEveryOtherTextToTheFormatter() {
        for (String text : new String[] {
            "2026-11-22T16:27Z", // valid ISO 8601, no seconds
            "2026-11-22T16:27:52z", // valid, lower-case zone
            "2026-11-22T16:27:52+02", // valid, hours only
            "2026-11-22T16:27:52+02:00:30", // valid, offset seconds
            "2026-11-22T16:27:52.1234567891Z", // ten digits of fraction
            "2026-02-30T00:00:00Z", // no such day
            "2023-02-29T00:00:00Z",
            "2026-11-22T24:00:00Z",
            "2026-11-22T23:59:60Z",
            "2026-11-22T16:27:52+18:01",
            "2026-11-22T16:27:52+02:60",
            "2026-11-22T16:27:52.Z",
            "2026-11-22 16:27:52Z",
            "2026-11-22T16:27:52",
            "2026-11-22",
            "+12026-11-22T16:27:52Z",
            "２026-11-22T16:27:52Z",
            "",
        }) {
            assertThat(Rfc3339.parse(text)).as(text).isNull();
        }
    }

    /**
     * Random texts near the API's shape, each character of a valid time replaced, removed or doubled now and then:
     * whatever the reader answers is what the formatter answers, and it answers nothing where the formatter fails.
     */
    @Test
    void agreesWithTheFormatterOnRandomTexts() {
        Random random = new Random(3339);
        String alphabet = "0123456789-:T.Z+tz ";
        int read = 0;
        int refusedByBoth = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder text = new StringBuilder(String.format(
                    "%04d-%02d-%02dT%02d:%02d:%02d",
                    random.nextInt(10_000),
                    1 + random.nextInt(13),
                    1 + random.nextInt(31),
                    random.nextInt(25),
                    random.nextInt(61),
                    random.nextInt(61)));
            if (random.nextBoolean()) {
                text.append('.');
                for (int digits = 1 + random.nextInt(10); digits > 0; digits--) {
                    text.append((char) ('0' + random.nextInt(10)));
                }
            }
            switch (random.nextInt(3)) {
                case 0 -> text.append('Z');
                case 1 ->
                    text.append(String.format(
                            "%s%02d:%02d", random.nextBoolean() ? "+" : "-", random.nextInt(20), random.nextInt(61)));
                default -> {
                    // no zone
                }
            }
            if (random.nextInt(4) == 0) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> text.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 1 -> text.deleteCharAt(at);
                    default -> text.insert(at, text.charAt(at));
                }
            }
            String s = text.toString();
            OffsetDateTime expected;
            try {
                expected = formatter(s);
            } catch (DateTimeException e) {
                expected = null;
            }
            OffsetDateTime actual = Rfc3339.parse(s);
            if (actual != null) {
                read++;
                assertThat(actual).as(s).isEqualTo(expected);
            } else if (expected == null) {
                refusedByBoth++;
            }
        }
        assertThat(read).as("texts the reader read itself").isGreaterThan(20_000);
        assertThat(refusedByBoth).as("texts both refused").isGreaterThan(20_000);
    }

    @Test
    void aModelsTimeReadsWithItsOffsetAndAWrongOneStillFailsOnlyItsField() throws Exception {
        DomainListItem item = Json.newMapper()
                .readValue(
                        "{\"id\":\"d1\",\"created_at\":\"2026-03-14T09:26:53.589+02:00\","
                                + "\"modified_at\":\"2026-02-30T09:26:53Z\",\"name\":\"x\"}",
                        DomainListItem.class);
        assertThat(item.createdAt()).isEqualTo(OffsetDateTime.parse("2026-03-14T09:26:53.589+02:00"));
        assertThat(item.createdAt().getOffset()).isEqualTo(ZoneOffset.ofHours(2));
        assertThat(item.name()).isEqualTo("x");
        Throwable wrong = catchThrowable(item::modifiedAt);
        assertThat(wrong).isInstanceOf(DgqDecodingException.class).hasMessageContaining("modified_at");
    }

    private static OffsetDateTime formatter(String text) {
        return OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }
}
