package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.io.ByteArrayInputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Mutates valid envelopes of every response type the SDK has (fields dropped, retyped, nulled, wrapped in the
 * wrong shape; bodies truncated or with random bytes; answers over a small size limit) and decodes them. The only
 * exception allowed is {@link DgqDecodingException}; what decodes holds no {@code null} in any list, every
 * accessor of the decoded records answers except those of fields of the wrong type (which throw a
 * {@code DgqDecodingException} naming a field that {@code validate()} names too), and a well-typed unknown field
 * is kept in {@code additionalProperties()}. Seeded: {@code -Ddgq.fuzz.seed=n} replays a run; {@code verify} tries 30
 * cases per type, {@code -Ddgq.fuzz.cases=n} tries more.
 */
class DecodingPropertyTest {

    private static final long SEED = Long.getLong("dgq.fuzz.seed", 20261122L);
    private static final int CASES_PER_TYPE = Integer.getInteger("dgq.fuzz.cases", 30);
    private static final Map<String, List<String>> HEADERS = Map.of("x-correlation-id", List.of("corr-h"));
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** How many accessors threw for a field of the wrong type, which the rest of its record survived. */
    private static int lazilyRefused;

    @Test
    void everyResponseTypeDecodesItsSampleEnvelope() {
        Map<String, ResponseType<?>> types = SampleEnvelopes.allResponseTypes();
        assertThat(types.keySet())
                .hasSizeGreaterThanOrEqualTo(40)
                .contains(
                        "DomainsClient.list",
                        "AuthClient.createAccessToken",
                        "FieldsClient.tabsByLevel",
                        "ResponseType.object()");
        types.forEach((name, type) -> {
            byte[] body = SampleEnvelopes.envelope(type).toString().getBytes(StandardCharsets.UTF_8);
            DgqResponse<?> response = ResponseDecoder.decode(name, 200, HEADERS, body, type, Instant.EPOCH);
            assertThat(response.data()).as(name).isNotNull();
            assertThat(response.correlationId()).isEqualTo("corr-1");
            walk(name, response.data(), 0);
        });
    }

    @Test
    void mutatedEnvelopesGiveADecodedAnswerOrADecodingExceptionOnly() {
        Random random = new Random(SEED);
        lazilyRefused = 0;
        int decoded = 0;
        int refused = 0;
        int keptUnknown = 0;
        for (Map.Entry<String, ResponseType<?>> entry :
                SampleEnvelopes.allResponseTypes().entrySet()) {
            for (int i = 0; i < CASES_PER_TYPE; i++) {
                Case c = mutate(entry.getValue(), random);
                String where = "seed " + SEED + ", " + entry.getKey() + " case " + i + " (" + c.kind + "): "
                        + abbreviate(c.body);
                Object data;
                try {
                    data = decode(entry.getKey(), entry.getValue(), c).data();
                } catch (DgqDecodingException e) {
                    assertThat(e.getMessage()).as(where).contains(entry.getKey());
                    refused++;
                    continue;
                } catch (DgqException e) {
                    // A 2xx envelope that says "success": false is the server's own refusal, mapped like an error
                    // answer; any other DgqException is a defect.
                    if (!new String(c.body, StandardCharsets.UTF_8).contains("\"success\":false")) {
                        throw new AssertionError("Not a DgqDecodingException at " + where, e);
                    }
                    refused++;
                    continue;
                } catch (Throwable t) {
                    throw new AssertionError("Not a DgqDecodingException at " + where, t);
                }
                decoded++;
                assertThat(data).as(where).isNotNull();
                walk(where, data, 0);
                if (c.unknownField != null && data instanceof ApiObject) {
                    JsonValue kept = ((ApiObject) data).additionalProperty(c.unknownField);
                    assertThat(kept).as(where).isNotNull();
                    assertThat(kept.toString()).as(where).isEqualTo(c.unknownValue.toString());
                    keptUnknown++;
                }
            }
        }
        // Each outcome is common: a mutator that stopped producing one would leave a path untried.
        int cases = decoded + refused;
        assertThat(decoded).as("answers that decoded of %s", cases).isGreaterThan(cases / 9);
        assertThat(refused).as("answers refused of %s", cases).isGreaterThan(cases / 9);
        assertThat(keptUnknown).as("unknown fields kept of %s", cases).isGreaterThan(cases / 90);
        assertThat(lazilyRefused)
                .as("fields of the wrong type refused by their accessor only, of %s", cases)
                .isGreaterThan(cases / 90);
    }

    private static DgqResponse<?> decode(String operation, ResponseType<?> type, Case c) throws Exception {
        if (c.limit > 0) {
            BodyStream stream = new BodyStream(new ByteArrayInputStream(c.body), c.limit, BodyStream.KEPT_BYTES);
            return ResponseDecoder.decodeSuccess(operation, 200, HEADERS, -1, stream, type, Instant.EPOCH);
        }
        return ResponseDecoder.decode(operation, 200, HEADERS, c.body, type, Instant.EPOCH);
    }

    /** One mutated answer. */
    private record Case(String kind, byte[] body, long limit, String unknownField, JsonNode unknownValue) {}

    private static Case mutate(ResponseType<?> type, Random random) {
        ObjectNode envelope = SampleEnvelopes.envelope(type);
        int kind = random.nextInt(10);
        switch (kind) {
            case 0:
                return structural("drop", envelope, random, 1 + random.nextInt(3));
            case 1:
                return structural("retype", envelope, random, 1 + random.nextInt(3));
            case 2:
                return structural("null", envelope, random, 1 + random.nextInt(3));
            case 3:
                return structural("shape", envelope, random, 1);
            case 4: {
                byte[] full = bytes(envelope);
                return new Case("truncate", Arrays.copyOf(full, random.nextInt(full.length)), 0, null, null);
            }
            case 5: {
                byte[] body = bytes(envelope);
                for (int n = 1 + random.nextInt(4); n > 0; n--) {
                    body[random.nextInt(body.length)] = (byte) random.nextInt(256);
                }
                return new Case("random bytes", body, 0, null, null);
            }
            case 6: {
                byte[] noise = new byte[random.nextInt(64)];
                random.nextBytes(noise);
                return new Case("noise", noise, 0, null, null);
            }
            case 7: {
                byte[] body = bytes(envelope);
                return new Case("limit", body, 1 + random.nextInt(body.length + 50), null, null);
            }
            default: {
                JsonNode data = envelope.get("data");
                String name = "x_unknown_" + random.nextInt(1000);
                JsonNode value = anyValue(random, 2);
                if (data instanceof ObjectNode) {
                    ((ObjectNode) data).set(name, value);
                }
                return new Case("unknown field", bytes(envelope), 0, name, value);
            }
        }
    }

    private static Case structural(String kind, ObjectNode envelope, Random random, int times) {
        for (int n = 0; n < times; n++) {
            List<SampleEnvelopes.Location> all = SampleEnvelopes.locations(envelope);
            if (all.isEmpty()) {
                break;
            }
            SampleEnvelopes.Location at = all.get(random.nextInt(all.size()));
            switch (kind) {
                case "drop":
                    at.remove();
                    break;
                case "null":
                    at.set(NODES.nullNode());
                    break;
                case "retype":
                    at.set(otherKind(at.value(), random));
                    break;
                default:
                    JsonNode value = at.value();
                    at.set(
                            value.isArray()
                                    ? NODES.objectNode().set("0", value)
                                    : NODES.arrayNode().add(value));
            }
        }
        return new Case(kind, bytes(envelope), 0, null, null);
    }

    private static JsonNode otherKind(JsonNode value, Random random) {
        while (true) {
            JsonNode other = anyValue(random, 1);
            if (other.getNodeType() != value.getNodeType()) {
                return other;
            }
        }
    }

    private static JsonNode anyValue(Random random, int depth) {
        switch (random.nextInt(depth > 0 ? 8 : 6)) {
            case 0:
                return NODES.textNode(random.nextBoolean() ? "" : "t" + random.nextInt());
            case 1:
                return NODES.numberNode(random.nextBoolean() ? random.nextInt() : Long.MAX_VALUE);
            case 2:
                return NODES.numberNode(random.nextDouble() * 1e300);
            case 3:
                return NODES.booleanNode(random.nextBoolean());
            case 4:
                return NODES.textNode("2026-11-22T10:15:30");
            case 5:
                return NODES.numberNode(new java.math.BigInteger("123456789012345678901234567890"));
            case 6:
                return NODES.arrayNode().add(anyValue(random, depth - 1)).add(anyValue(random, depth - 1));
            default:
                return NODES.objectNode().set("k", anyValue(random, depth - 1));
        }
    }

    /**
     * Calls every accessor of a decoded record, to a few levels: none may throw, no list may hold a {@code null}.
     */
    private static void walk(String where, Object value, int depth) {
        if (value == null || depth > 4) {
            return;
        }
        if (value instanceof Collection) {
            assertThat((Collection<?>) value).as(where).doesNotContainNull();
            for (Object element : (Collection<?>) value) {
                walk(where, element, depth + 1);
            }
            return;
        }
        if (value instanceof ListPayload) {
            ListPayload<?> payload = (ListPayload<?>) value;
            Page<?> page =
                    Page.of(payload.items(), payload.total(), payload.metrics(), ListRequest.firstPage(), next -> null);
            walk(where, page.items(), depth + 1);
            walk(where, page.metrics(), depth + 1);
            return;
        }
        if (!value.getClass().getPackageName().startsWith("io.dgq.sdk")) {
            return;
        }
        assertThat(value.toString()).as(where).isNotNull();
        List<String> invalid = List.of();
        if (value instanceof ApiObject model) {
            try {
                model.validate();
            } catch (DgqDecodingException e) {
                assertThat(e.fields()).as(where).isNotEmpty();
                assertThat(e.getMessage()).as(where).startsWith(value.getClass().getSimpleName() + " has ");
                invalid = e.fields();
            }
        }
        if (value instanceof JsonValue json) {
            // a JSON value's typed accessors refuse the other kinds by design: it reads whole, as its JSON text
            assertThat(JsonValue.parse(json.toString())).as(where).isEqualTo(json);
            assertThat(JsonValue.from(json.toJava())).as(where).isEqualTo(json);
            return;
        }
        for (Method method : value.getClass().getMethods()) {
            if (method.getParameterCount() == 0
                    && !Modifier.isStatic(method.getModifiers())
                    && method.getDeclaringClass() != Object.class
                    && !method.getName().equals("hashCode")
                    && !method.getName().equals("validate")) {
                try {
                    walk(where + " ." + method.getName() + "()", method.invoke(value), depth + 1);
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                } catch (InvocationTargetException e) {
                    // A field of the wrong type fails its own accessor only, and validate() named it.
                    if (e.getCause() instanceof DgqDecodingException lazy
                            && lazy.fields().size() == 1
                            && invalid.contains(lazy.fields().get(0))) {
                        lazilyRefused++;
                        continue;
                    }
                    throw new AssertionError(method + " threw on a decoded answer at " + where, e.getCause());
                }
            }
        }
    }

    private static byte[] bytes(JsonNode node) {
        return node.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String abbreviate(byte[] body) {
        String text = new String(body, StandardCharsets.UTF_8);
        return text.length() <= 300 ? text : text.substring(0, 300) + "...";
    }
}
