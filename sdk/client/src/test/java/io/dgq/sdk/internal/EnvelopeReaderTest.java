package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.internal.models.ReadingMapper;
import io.dgq.sdk.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The SDK's envelope reader ({@link Envelope#read}) decides every body as the bean deserializer it replaced did:
 * the same members, the same {@code null}s, the same failures at the same paths. The replaced reader is kept here,
 * as it was, as the oracle; hostile bodies (wrong shapes, duplicate members, truncation, random bytes) of every
 * response type go through both. {@link EnvelopeHostileAnswersTest} checks the messages of such answers.
 */
class EnvelopeReaderTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final long SEED = 20261128L;

    @Test
    void everyResponseTypeDecodesAsTheBeanDeserializerDid() throws IOException {
        Random random = new Random(SEED);
        int compared = 0;
        int failedAlike = 0;
        for (Map.Entry<String, ResponseType<?>> entry :
                SampleEnvelopes.allResponseTypes().entrySet()) {
            for (String body : bodies(entry.getValue(), random)) {
                Outcome before = oracle(entry.getValue(), body);
                Outcome after = reader(entry.getValue(), body);
                assertThat(after).as(entry.getKey() + ": " + body).isEqualTo(before);
                compared++;
                if (before.failure != null) {
                    failedAlike++;
                }
            }
        }
        assertThat(compared).isGreaterThan(1000);
        assertThat(failedAlike).isGreaterThan(200);
    }

    @Test
    void membersRepeatedOrUnknownAndNullsAreReadAsBefore() throws IOException {
        ResponseType<Domain> type = ResponseType.of(Domain.class);
        for (String body : List.of(
                "{\"success\":true,\"data\":{\"id\":\"a\"},\"data\":{\"id\":\"b\"}}",
                "{\"success\":true,\"success\":false,\"data\":{\"id\":\"a\"}}",
                "{\"success\":true,\"success\":null,\"data\":{\"id\":\"a\"}}",
                "{\"success\":true,\"data\":{\"id\":\"a\"},\"data\":null}",
                "{\"success\":true,\"message\":\"one\",\"message\":[\"two\"],\"data\":{\"id\":\"a\"}}",
                "{\"success\":true,\"extra\":{\"deep\":[1,{\"x\":[]}]},\"data\":{\"id\":\"a\"},\"more\":7}",
                "{\"SUCCESS\":true,\"Data\":{\"id\":\"a\"}}",
                "{\"success\":true,\"data\":{\"id\":\"a\"}} trailing",
                "{}",
                "null",
                "   ")) {
            assertThat(reader(type, body)).as(body).isEqualTo(oracle(type, body));
        }
        assertThat(reader(type, "{\"success\":true,\"data\":{\"id\":\"a\"},\"data\":{\"id\":\"b\"}}").data)
                .isEqualTo(reader(type, "{\"success\":true,\"data\":{\"id\":\"b\"}}").data);
    }

    @Test
    void aBodyThatIsNoObjectIsNamedForWhatItIs() {
        for (Map.Entry<String, String> body : Map.of(
                        "[]", "a JSON array",
                        "\"text\"", "a JSON string",
                        "12", "a JSON number",
                        "true", "a JSON boolean")
                .entrySet()) {
            DgqDecodingException e = catchThrowableOfType(
                    DgqDecodingException.class, () -> decode(ResponseType.of(Domain.class), body.getKey()));
            assertThat(e.getMessage())
                    .as(body.getKey())
                    .contains(
                            "GET /d",
                            "invalid JSON or an unexpected shape",
                            "the body is " + body.getValue() + ", not the envelope's object")
                    .doesNotContain("io.dgq.sdk.internal");
        }
        assertThat(catchThrowableOfType(DgqDecodingException.class, () -> decode(ResponseType.object(), "null"))
                        .getMessage())
                .contains("not the DGQ envelope");
    }

    private static Object decode(ResponseType<?> type, String body) {
        return ResponseDecoder.decode(
                        "GET /d", 200, Map.of(), body.getBytes(StandardCharsets.UTF_8), type, Instant.EPOCH)
                .data();
    }

    /** The sample envelope of the type, and hostile variants of it. */
    private static List<String> bodies(ResponseType<?> type, Random random) {
        List<String> bodies = new ArrayList<>();
        ObjectNode sample = SampleEnvelopes.envelope(type);
        String whole = sample.toString();
        bodies.add(whole);
        bodies.add(whole.substring(0, random.nextInt(whole.length())));
        byte[] bytes = whole.getBytes(StandardCharsets.UTF_8);
        for (int n = 1 + random.nextInt(4); n > 0; n--) {
            bytes[random.nextInt(bytes.length)] = (byte) (' ' + random.nextInt(95));
        }
        bodies.add(new String(bytes, StandardCharsets.UTF_8));
        for (String member : List.of("success", "message", "timestamp", "correlation_id", "data")) {
            for (Object value : new Object[] {
                null,
                NODES.nullNode(),
                NODES.textNode("x"),
                NODES.numberNode(1),
                NODES.booleanNode(false),
                NODES.arrayNode().add(1),
                NODES.objectNode().put("a", 1)
            }) {
                ObjectNode copy = sample.deepCopy();
                if (value == null) {
                    copy.remove(member);
                } else {
                    copy.set(member, (com.fasterxml.jackson.databind.JsonNode) value);
                }
                bodies.add(copy.toString());
            }
        }
        // a member repeated: the last wins
        bodies.add(whole.substring(0, whole.length() - 1) + ",\"success\":false}");
        bodies.add(whole.substring(0, whole.length() - 1) + ",\"data\":{}}");
        // data's members retyped or nulled at random
        for (int i = 0; i < 4; i++) {
            ObjectNode copy = sample.deepCopy();
            List<SampleEnvelopes.Location> all = SampleEnvelopes.locations(copy.get("data"));
            if (!all.isEmpty()) {
                SampleEnvelopes.Location at = all.get(random.nextInt(all.size()));
                at.set(
                        switch (random.nextInt(4)) {
                            case 0 -> NODES.nullNode();
                            case 1 -> NODES.textNode("x");
                            case 2 -> NODES.arrayNode().add(NODES.objectNode());
                            default -> NODES.objectNode();
                        });
            }
            bodies.add(copy.toString());
        }
        ArrayNode array = NODES.arrayNode().add(sample);
        bodies.addAll(
                List.of(array.toString(), "\"envelope\"", "42", "true", "null", "", " ", "<html>", "}", "[", "{"));
        return bodies;
    }

    /** What a reader made of a body: the envelope's members, or the failure's kind, message and path. */
    private record Outcome(
            Boolean success,
            String message,
            OffsetDateTime timestamp,
            String correlationId,
            Object data,
            String failure) {}

    private static Outcome reader(ResponseType<?> type, String body) throws IOException {
        try (JsonParser p = type.parsers().createParser(body.getBytes(StandardCharsets.UTF_8))) {
            Envelope<?> e = Envelope.read(p, type.dataReader());
            return e == null
                    ? new Outcome(null, null, null, null, null, "null")
                    : new Outcome(e.success, e.message, e.timestamp, e.correlationId, comparable(e.data), null);
        } catch (JacksonException e) {
            return failure(e);
        }
    }

    private static Outcome oracle(ResponseType<?> type, String body) throws IOException {
        ObjectReader reader = ReadingMapper.readerFor(
                        ReadingMapper.types().constructParametricType(BeanEnvelope.class, type.dataType()))
                .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS); // the reader refuses content after the object
        try {
            BeanEnvelope<?> e = reader.readValue(body.getBytes(StandardCharsets.UTF_8));
            return e == null
                    ? new Outcome(null, null, null, null, null, "null")
                    : new Outcome(e.success, e.message, e.timestamp, e.correlationId, comparable(e.data), null);
        } catch (JacksonException e) {
            Outcome outcome = failure(e);
            if (outcome.failure.contains("BeanEnvelope")) {
                // the body was no object: the bean deserializer named its own class; the reader names the shape
                return new Outcome(null, null, null, null, null, "the body is not an object");
            }
            return outcome;
        }
    }

    private static Outcome failure(JacksonException e) {
        String path = "";
        if (e instanceof JsonMappingException m) {
            StringBuilder sb = new StringBuilder();
            for (JsonMappingException.Reference r : m.getPath()) {
                sb.append(r.getFieldName() != null ? "." + r.getFieldName() : "[" + r.getIndex() + "]");
            }
            path = sb.toString();
        }
        String original = Objects.toString(e.getOriginalMessage(), "");
        if (original.contains(", not the envelope's object")) {
            return new Outcome(null, null, null, null, null, "the body is not an object");
        }
        if (original.startsWith("Trailing token") || original.startsWith("the envelope's object is followed by")) {
            return new Outcome(null, null, null, null, null, "content after the object");
        }
        return new Outcome(null, null, null, null, null, e.getClass().getSimpleName() + " " + original + " at " + path);
    }

    /** The data as something with value equality: a page's records and counts, or the value's own text. */
    private static Object comparable(Object data) {
        if (data instanceof ListPayload<?> page) {
            return List.of(page.items().toString(), page.total(), page.metrics().toString(), page.hasItems());
        }
        if (data instanceof Object[] array) {
            return Arrays.asList(array);
        }
        return data == null ? null : data instanceof JsonObject ? data : data.toString();
    }

    /** The envelope as it was read before the SDK's reader: a bean deserializer Jackson made. */
    static final class BeanEnvelope<T> {

        @JsonProperty("success")
        @JsonDeserialize(using = StrictBoolean.class)
        Boolean success;

        @JsonProperty("message")
        @JsonDeserialize(using = LenientText.class)
        String message;

        @JsonProperty("timestamp")
        @JsonDeserialize(using = LenientTimestamp.class)
        OffsetDateTime timestamp;

        @JsonProperty("correlation_id")
        @JsonDeserialize(using = LenientText.class)
        String correlationId;

        @JsonProperty("data")
        T data;

        static final class StrictBoolean extends JsonDeserializer<Boolean> {
            @Override
            public Boolean deserialize(JsonParser p, DeserializationContext context) throws IOException {
                JsonToken token = p.currentToken();
                if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
                    return token == JsonToken.VALUE_TRUE;
                }
                p.skipChildren();
                return null;
            }
        }

        static final class LenientText extends JsonDeserializer<String> {
            @Override
            public String deserialize(JsonParser p, DeserializationContext context) throws IOException {
                JsonToken token = p.currentToken();
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    p.skipChildren();
                    return null;
                }
                return token != null && token.isScalarValue() ? p.getValueAsString() : null;
            }
        }

        static final class LenientTimestamp extends JsonDeserializer<OffsetDateTime> {
            @Override
            public OffsetDateTime deserialize(JsonParser p, DeserializationContext context) throws IOException {
                JsonToken token = p.currentToken();
                if (token == JsonToken.VALUE_STRING) {
                    return Envelope.parseTimestamp(p.getText());
                }
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    p.skipChildren();
                }
                return null;
            }
        }
    }
}
