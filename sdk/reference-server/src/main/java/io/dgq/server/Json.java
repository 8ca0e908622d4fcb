package io.dgq.server;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;

/** The server's JSON codec: strict parsing of request bodies and compact writing of answers. */
final class Json {

    /** The deepest nesting of objects and arrays a request body may have. */
    static final int MAX_DEPTH = 64;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(MAX_DEPTH)
                .build());
    }

    private static final ObjectWriter WRITER = MAPPER.writerFor(JsonNode.class);
    /**
     * Reads back values the server wrote itself, keeping every decimal exactly as written ({@code 5.0} stays
     * {@code 5.0}), so that a stored value read and written again is the same text. Built when first needed.
     */
    private static final class Stored {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
    }

    /**
     * Reads a token's header and payload as the common JWT libraries read them: a member named twice keeps its last
     * value, and text after the object is ignored.
     */
    private static final ObjectReader CLAIMS = MAPPER.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Json() {
    }

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** An empty object sized for {@code fields} members, so that filling it does not rehash. */
    static ObjectNode object(int fields) {
        return new ObjectNode(JsonNodeFactory.instance, new LinkedHashMap<>(fields * 4 / 3 + 1));
    }

    static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /**
     * Parses a request body. The bytes must be valid UTF-8 and one JSON value.
     *
     * @throws ApiError VALIDATION_FAILED naming the problem and where it is
     */
    static JsonNode parse(byte[] body) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            throw ApiError.badRequest("Request body is not valid UTF-8");
        }
        try {
            return MAPPER.readTree(text);
        } catch (StreamConstraintsException e) {
            throw ApiError.badRequest(limitProblem(e));
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("Request body is not valid JSON" + where(e.getLocation()));
        }
    }

    /**
     * The JSON object of a token's header or payload, a null node for JSON {@code null}, or {@code null} when the
     * text is neither.
     */
    static JsonNode parseClaims(String json) {
        try (JsonParser parser = MAPPER.getFactory().createParser(json)) {
            parser.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            JsonNode node = CLAIMS.readTree(parser);
            return node != null && (node.isObject() || node.isNull()) ? node : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** Names the limit a body passed, from the parser's message, without the parser's internals. */
    private static String limitProblem(StreamConstraintsException e) {
        String message = String.valueOf(e.getOriginalMessage());
        if (message.startsWith("Document nesting depth")) {
            return "Request body nests deeper than " + MAX_DEPTH + " levels";
        }
        if (message.startsWith("BigDecimal scale")) {
            return "Request body has a number out of range" + where(e.getLocation());
        }
        if (message.startsWith("Number value length")) {
            return "Request body has a number too long: at most " + StreamReadConstraints.DEFAULT_MAX_NUM_LEN
                    + " digits" + where(e.getLocation());
        }
        if (message.startsWith("String value length") || message.startsWith("Name length")) {
            return "Request body has a string or field name too long" + where(e.getLocation());
        }
        return "Request body exceeds a limit of the JSON parser" + where(e.getLocation());
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 0) {
            return "";
        }
        return " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }

    /** The compact JSON text of a value, exactly as {@link #write} encodes it (as UTF-8). */
    static String writeText(JsonNode node) {
        return new String(write(node), StandardCharsets.UTF_8);
    }

    /** Parses a value the server wrote itself with {@link #writeText}. */
    static JsonNode parseStored(String json) {
        try {
            return Stored.MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored value is not JSON", e);
        }
    }

    static byte[] write(JsonNode node) {
        try {
            return WRITER.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
