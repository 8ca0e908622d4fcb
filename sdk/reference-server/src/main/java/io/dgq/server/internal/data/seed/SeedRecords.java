package io.dgq.server.internal.data.seed;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.support.Timestamps;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Small builders for seed records: JSON objects from key-value pairs, stable ids and past timestamps. */
public final class SeedRecords {

    private final Instant now;

    public SeedRecords(Instant now) {
        this.now = now;
    }

    /** A stable UUID for a seed record, the same on every start. */
    public static String id(String kind, String key) {
        return UUID.nameUUIDFromBytes(("dgq-demo/" + kind + "/" + key).getBytes(StandardCharsets.UTF_8))
                .toString();
    }

    /** A record timestamp some days and hours before now. */
    String daysAgo(int days, int hours) {
        return Timestamps.record(now.minus(Duration.ofDays(days).plusHours(hours)));
    }

    /** An object from alternating keys and values; values are strings, numbers, booleans, lists, maps or nodes. */
    static ObjectNode object(Object... pairs) {
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("pairs must alternate keys and values");
        }
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        for (int i = 0; i < pairs.length; i += 2) {
            node.set((String) pairs[i], value(pairs[i + 1]));
        }
        return node;
    }

    static ArrayNode array(Object... values) {
        ArrayNode node = JsonNodeFactory.instance.arrayNode();
        for (Object value : values) {
            node.add(value(value));
        }
        return node;
    }

    private static JsonNode value(Object value) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (value == null) {
            return nodes.nullNode();
        } else if (value instanceof JsonNode node) {
            return node;
        } else if (value instanceof String text) {
            return nodes.textNode(text);
        } else if (value instanceof Integer number) {
            return nodes.numberNode(number);
        } else if (value instanceof Double number) {
            return nodes.numberNode(number);
        } else if (value instanceof Boolean flag) {
            return nodes.booleanNode(flag);
        } else if (value instanceof List<?> list) {
            return array(list.toArray());
        } else if (value instanceof Map<?, ?> map) {
            ObjectNode node = nodes.objectNode();
            map.forEach((key, member) -> node.set((String) key, value(member)));
            return node;
        }
        throw new IllegalArgumentException("unsupported seed value " + value.getClass());
    }
}
