package io.dgq.server.internal.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The codec against Jackson databind configured as the server's codec was before it used the streaming API only:
 * the same trees (node kinds and values), the same refusals at the same places, and the same bytes written.
 */
class JsonTest {

    private static final ObjectMapper DATABIND = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();
    private static final ObjectMapper DATABIND_STORED = JsonMapper.builder()
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    static {
        DATABIND.getFactory()
                .setStreamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(Json.MAX_DEPTH)
                        .build());
    }

    private static final List<String> BODIES = bodies();

    private static List<String> bodies() {
        List<String> bodies = new ArrayList<>(List.of(
                "{}",
                "[]",
                "",
                " ",
                "\t\n",
                "null",
                "true",
                "false",
                "1",
                "-0",
                "0.0",
                "1.50",
                "-1.0e+2",
                "1e2",
                "1E-2",
                "0.000",
                "100",
                "1e400",
                "1e-400",
                "1e999999999",
                "2147483647",
                "2147483648",
                "-2147483648",
                "-2147483649",
                "9223372036854775807",
                "9223372036854775808",
                "-9223372036854775809",
                "123456789012345678901234567890.123450",
                "\"text\"",
                "\"\\u00e9\\n\\t\\\"\\\\ \\ud83d\\udd11 \\u2028\"",
                "\"caf\u00e9 \uD83D\uDD11\"",
                "[1,2.5,\"x\",null,true,false,{},[]]",
                "{\"a\":{\"b\":[{\"c\":null,\"d\":[1.0,2.00]}]},\"e\":\"\"}",
                "{\"name\":\"x\",\"total_views\":12,\"total_likes\":0.5,\"tags\":[\"a\",\"b\"]}",
                "{\"a\":1,\"a\":2}",
                "{\"a\":{\"b\":1,\"b\":1}}",
                "{} x",
                "{}}",
                "{} {}",
                "1 2",
                "[1,]",
                "{\"a\":}",
                "{\"a\":1",
                "[",
                "]",
                "{",
                "}",
                ",",
                "NaN",
                "Infinity",
                "-Infinity",
                "[NaN]",
                "'single'",
                "// comment\n{}",
                "{a:1}",
                "01",
                "-",
                "1.",
                ".5",
                "1e",
                "+1",
                "[\n1,\n2 x]",
                "{\n  \"a\": 1,\n  \"a\": 2\n}",
                "\"unterminated",
                "\"control \u0001 char\"",
                "[1]\n\n  ]",
                "\uFEFF{}",
                "{\"\":0}",
                "[" + "9".repeat(1000) + "]",
                "[0." + "9".repeat(999) + "]",
                "[" + "9".repeat(2000) + "]",
                "{\"x\":0." + "9".repeat(2000) + "}",
                "[1e" + "9".repeat(20) + "]"));
        bodies.add("[".repeat(Json.MAX_DEPTH) + "]".repeat(Json.MAX_DEPTH));
        bodies.add("[".repeat(Json.MAX_DEPTH + 1) + "]".repeat(Json.MAX_DEPTH + 1));
        bodies.add("{\"a\":".repeat(Json.MAX_DEPTH) + "1" + "}".repeat(Json.MAX_DEPTH));
        bodies.add("{\"a\":".repeat(Json.MAX_DEPTH + 1) + "1" + "}".repeat(Json.MAX_DEPTH + 1));
        bodies.add("[" + "1,".repeat(5000) + "1]");
        return bodies;
    }

    @Test
    void parsesRequestBodiesAsDatabindDid() {
        for (String body : BODIES) {
            String expected;
            try {
                JsonNode tree = DATABIND.readTree(body);
                expected = describe(tree) + " " + new String(DATABIND.writeValueAsBytes(tree), StandardCharsets.UTF_8);
            } catch (StreamConstraintsException e) {
                expected = "over a limit";
            } catch (JsonProcessingException e) {
                expected = "Request body is not valid JSON" + where(e.getLocation());
            } catch (RuntimeException e) {
                expected = "failed: " + e.getClass().getName();
            }
            String actual;
            try {
                JsonNode tree = Json.parse(body.getBytes(StandardCharsets.UTF_8));
                actual = describe(tree) + " " + Json.writeText(tree);
            } catch (ApiError e) {
                actual = e.getMessage().startsWith("Request body is not valid JSON") ? e.getMessage() : "over a limit";
            } catch (RuntimeException e) {
                actual = "failed: " + e.getClass().getName();
            }
            assertThat(actual).as(body).isEqualTo(expected);
        }
    }

    @Test
    void readsStoredValuesBackAsDatabindDid() throws Exception {
        for (String body : BODIES) {
            String expected;
            try {
                expected = describe(DATABIND_STORED.readTree(body));
            } catch (JsonProcessingException e) {
                continue;
            } catch (RuntimeException e) {
                expected = "failed: " + e.getClass().getName();
            }
            String actual;
            try {
                actual = describe(Json.parseStored(body));
            } catch (RuntimeException e) {
                actual = "failed: " + e.getClass().getName();
            }
            assertThat(actual).as(body).isEqualTo(expected);
        }
    }

    @Test
    void writesTreesAsDatabindDid() throws Exception {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        ObjectNode tree = Json.object();
        tree.put("int", 7)
                .put("long", 1L << 40)
                .put("big", new BigInteger("123456789012345678901234567890"))
                .put("decimal", new BigDecimal("5.0"))
                .put("scaled", new BigDecimal("1E+3"))
                .put("double", 0.1)
                .put("float", 1.5f)
                .put("short", (short) 3)
                .put("text", "a\"b\\c\n\u0000\u001f\u007f")
                .put("unicode", "\u00e9\u2028\uD83D\uDD11")
                .put("true", true)
                .put("false", false)
                .putNull("null");
        tree.putArray("empty");
        tree.putObject("nested")
                .putArray("list")
                .add(1)
                .addNull()
                .add(nodes.objectNode())
                .add("x");
        tree.set("binary", nodes.binaryNode(new byte[] {1, 2, 3}));
        tree.set("pojo", nodes.pojoNode(Map.of("k", List.of(1, 2))));
        tree.set("missingPojo", nodes.pojoNode(null));
        ArrayNode root = Json.array().add(tree).add(nodes.textNode("")).add(nodes.numberNode(-0.0));
        for (JsonNode node : List.of(
                tree, root, nodes.nullNode(), nodes.textNode("t"), nodes.numberNode(1), Json.object(), Json.array())) {
            assertThat(Json.write(node)).as(node.toString()).isEqualTo(DATABIND.writeValueAsBytes(node));
        }
    }

    /** The tree as text with every node's kind, so that {@code 1} and {@code 1.0} differ, and so do int and long. */
    private static String describe(JsonNode node) {
        StringBuilder out = new StringBuilder();
        describe(node, out);
        return out.toString();
    }

    private static void describe(JsonNode node, StringBuilder out) {
        out.append(node.getClass().getSimpleName()).append('(');
        if (node.isObject()) {
            node.properties().forEach(member -> {
                out.append(member.getKey()).append('=');
                describe(member.getValue(), out);
                out.append(',');
            });
        } else if (node.isArray()) {
            node.forEach(element -> {
                describe(element, out);
                out.append(',');
            });
        } else if (node.isBigDecimal()) {
            out.append(node.decimalValue().toString());
        } else {
            out.append(node.asText());
        }
        out.append(')');
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 0) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
