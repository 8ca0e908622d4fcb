package io.dgq.server.internal.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import io.dgq.server.internal.error.ApiError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The server's JSON codec: strict parsing of request bodies and compact writing of answers. */
public final class Json {

    /** The deepest nesting of objects and arrays a request body may have. */
    static final int MAX_DEPTH = 64;

    /**
     * Request bodies: a member named twice, {@code NaN} and nesting deeper than {@link #MAX_DEPTH} are refused. The
     * codec reads and writes trees with the streaming parser and generator only: a databind {@code ObjectMapper}
     * takes longer to set up than the whole rest of the standalone server's start.
     */
    private static final JsonFactory STRICT = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .streamReadConstraints(
                    StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .build();
    /** Values the server wrote itself, read back with Jackson's defaults. */
    private static final JsonFactory DEFAULTS = new JsonFactory();

    private Json() {}

    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** An empty object sized for {@code fields} members, so that filling it does not rehash. */
    public static ObjectNode object(int fields) {
        return new ObjectNode(JsonNodeFactory.instance, new LinkedHashMap<>(fields * 4 / 3 + 1));
    }

    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /**
     * Parses a request body. The bytes must be valid UTF-8 and one JSON value.
     *
     * @throws ApiError VALIDATION_FAILED naming the problem and where it is
     */
    public static JsonNode parse(byte[] body) {
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            throw ApiError.badRequest("Request body is not valid UTF-8");
        }
        try (JsonParser parser = STRICT.createParser(text)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return MissingNode.getInstance();
            }
            JsonNode node = read(parser, first, true);
            JsonToken trailing = parser.nextToken();
            if (trailing != null) {
                throw new JsonParseException(
                        parser,
                        "Trailing token (of type " + trailing + ") found after value",
                        parser.currentTokenLocation());
            }
            return node;
        } catch (StreamConstraintsException e) {
            throw ApiError.badRequest(limitProblem(e));
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("Request body is not valid JSON" + where(e.getLocation()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The JSON object of a token's header or payload, a null node for JSON {@code null}, or {@code null} when the
     * text is neither.
     */
    public static JsonNode parseClaims(String json) {
        try (JsonParser parser = STRICT.createParser(json)) {
            parser.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
            JsonToken first = parser.nextToken();
            JsonNode node = first == null ? null : read(parser, first, true);
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
    public static String writeText(JsonNode node) {
        return new String(write(node), StandardCharsets.UTF_8);
    }

    /** Parses a value the server wrote itself with {@link #writeText}. */
    public static JsonNode parseStored(String json) {
        try (JsonParser parser = DEFAULTS.createParser(json)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return MissingNode.getInstance();
            }
            return read(parser, first, false);
        } catch (IOException e) {
            throw new IllegalStateException("a stored value is not JSON", e);
        }
    }

    /**
     * Reads the value that starts at the parser's current token, building the tree Jackson's databind builds from
     * a mapper with {@code USE_BIG_DECIMAL_FOR_FLOATS}: integers as the smallest of int, long and big integer nodes,
     * decimals as big decimal nodes, their trailing zeros stripped if {@code stripZeros}; a member named twice
     * keeps its last value.
     */
    private static JsonNode read(JsonParser parser, JsonToken token, boolean stripZeros) throws IOException {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        switch (token) {
            case START_OBJECT -> {
                ObjectNode object = nodes.objectNode();
                for (JsonToken next = parser.nextToken(); next == JsonToken.FIELD_NAME; next = parser.nextToken()) {
                    String name = parser.currentName();
                    object.replace(name, read(parser, parser.nextToken(), stripZeros));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = nodes.arrayNode();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    array.add(read(parser, next, stripZeros));
                }
                return array;
            }
            case VALUE_STRING -> {
                return nodes.textNode(parser.getText());
            }
            case VALUE_NUMBER_INT -> {
                return switch (parser.getNumberType()) {
                    case INT -> nodes.numberNode(parser.getIntValue());
                    case LONG -> nodes.numberNode(parser.getLongValue());
                    default -> nodes.numberNode(parser.getBigIntegerValue());
                };
            }
            case VALUE_NUMBER_FLOAT -> {
                BigDecimal value = parser.getDecimalValue();
                if (stripZeros) {
                    try {
                        value = value.stripTrailingZeros();
                    } catch (ArithmeticException e) {
                        // kept as written, as databind keeps it
                    }
                }
                return nodes.numberNode(value);
            }
            case VALUE_TRUE -> {
                return nodes.booleanNode(true);
            }
            case VALUE_FALSE -> {
                return nodes.booleanNode(false);
            }
            case VALUE_NULL -> {
                return nodes.nullNode();
            }
            default -> throw new JsonParseException(parser, "Unexpected token " + token);
        }
    }

    /** Writes the compact JSON of a value to a stream, as {@link #write(JsonNode)} encodes it. */
    public static void write(JsonNode node, java.io.OutputStream out) {
        try (JsonGenerator generator = STRICT.createGenerator(out)) {
            write(generator, node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] write(JsonNode node) {
        ByteArrayBuilder bytes = new ByteArrayBuilder();
        try (JsonGenerator generator = STRICT.createGenerator(bytes)) {
            write(generator, node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * Writes a tree as databind's writer writes it with its default settings: null members and empty arrays
     * included, members in their order.
     */
    private static void write(JsonGenerator generator, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                generator.writeStartObject(node, node.size());
                for (Map.Entry<String, JsonNode> member : node.properties()) {
                    generator.writeFieldName(member.getKey());
                    write(generator, member.getValue());
                }
                generator.writeEndObject();
            }
            case ARRAY -> {
                generator.writeStartArray(node, node.size());
                for (JsonNode element : node) {
                    write(generator, element);
                }
                generator.writeEndArray();
            }
            case NULL -> generator.writeNull();
            case STRING, NUMBER, BOOLEAN -> ((JsonSerializable) node).serialize(generator, null);
            default -> {
                if (node instanceof POJONode pojo && pojo.getPojo() instanceof JsonSerializable value) {
                    value.serialize(generator, null);
                } else {
                    ((JsonSerializable) node).serialize(generator, Databind.MAPPER.getSerializerProviderInstance());
                }
            }
        }
    }

    /** For the rare values only databind writes (binary data, plain objects); set up when first needed. */
    private static final class Databind {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }
}
