package io.dgq.server.internal.data.query;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.dgq.server.internal.data.store.CompactValues;
import io.dgq.server.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The linear-time substring search and the hashed {@code in} filter answer exactly what the plain scans answered,
 * on seeded random inputs.
 */
class NeedleAndInFilterTest {

    @Test
    void aNeedleFindsWhatStringContainsFinds() {
        Random random = new Random(7);
        for (int round = 0; round < 20_000; round++) {
            String text = word(random, random.nextInt(200));
            String needle = random.nextInt(4) == 0 && text.length() > 2
                    ? text.substring(random.nextInt(text.length() / 2), text.length() - random.nextInt(2))
                    : word(random, random.nextInt(round % 2 == 0 ? 6 : 80));
            assertThat(new Needle(needle).in(text)).as(needle + " in " + text).isEqualTo(text.contains(needle));
        }
    }

    @Test
    void aLongRepetitiveNeedleAgainstALongRepetitiveTextTakesLinearTime() {
        String text = "a".repeat(4_000_000);
        String needle = "a".repeat(1_000_000) + "b";
        long start = System.nanoTime();
        assertThat(new Needle(needle).in(text)).isFalse();
        assertThat(new Needle(needle).in(text + needle)).isTrue();
        // String.contains needs some 3 * 10^12 character comparisons here; the needle about 10^7.
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(2_000);
    }

    @Test
    void anInFilterHoldsExactlyWhenSomeValueIsTheSame() {
        Random random = new Random(11);
        String[] pool = {
            "1",
            "1.0",
            "1.00",
            "1e0",
            "10",
            "1e1",
            "-0",
            "0.0",
            "2.5",
            "25e-1",
            "9223372036854775807",
            "9223372036854775808",
            "92233720368547758080e-1",
            "\"a\"",
            "\"A\"",
            "\"1\"",
            "true",
            "false",
            "null",
            "{\"x\":1}",
            "{\"x\":1.0}",
            "[1,2]",
            "[]",
            "{}",
            "\"2026-01-01T00:00:00Z\"",
            "\"2026-01-01T00:00:00.000Z\"",
            "\"2026-01-01T01:00:00+01:00\"",
            "\"not a time\""
        };
        for (int round = 0; round < 3_000; round++) {
            ArrayNode operand = Json.array();
            for (int i = random.nextInt(6); i > 0; i--) {
                operand.add(parse(pool[random.nextInt(pool.length)]));
            }
            boolean timestamps = random.nextBoolean();
            ListFilter filter = new ListFilter("c", FilterOperator.IN, operand, timestamps);
            List<Object> fields = new ArrayList<>();
            for (String value : pool) {
                fields.add(CompactValues.compact(parse(value)));
            }
            fields.add(CompactValues.compact(null));
            for (Object field : fields) {
                boolean expected = false;
                for (JsonNode candidate : operand) {
                    expected |= same(field, CompactValues.compact(candidate), timestamps);
                }
                assertThat(filter.test(field)).as(field + " in " + operand).isEqualTo(expected);
            }
        }
    }

    /** The rule the filter kept: two timestamps by instant, else {@link CompactValues#same}. */
    private static boolean same(Object field, Object candidate, boolean timestamps) {
        java.time.Instant a = timestamps && field instanceof String text
                ? io.dgq.server.internal.support.Timestamps.parse(text)
                : null;
        java.time.Instant b = timestamps && candidate instanceof String text
                ? io.dgq.server.internal.support.Timestamps.parse(text)
                : null;
        if (a != null && b != null) {
            return a.equals(b);
        }
        if (CompactValues.isNull(field) || CompactValues.isNull(candidate)) {
            return CompactValues.isNull(field) && CompactValues.isNull(candidate);
        }
        return CompactValues.type(field) == CompactValues.type(candidate) && CompactValues.same(field, candidate);
    }

    private static JsonNode parse(String json) {
        return Json.parse(json.getBytes(StandardCharsets.UTF_8));
    }

    private static String word(Random random, int length) {
        StringBuilder word = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            word.append((char) ('a' + random.nextInt(random.nextInt(10) == 0 ? 26 : 2)));
        }
        return word.toString();
    }
}
