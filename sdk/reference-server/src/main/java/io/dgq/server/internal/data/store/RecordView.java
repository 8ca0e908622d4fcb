package io.dgq.server.internal.data.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.node.POJONode;
import java.io.IOException;
import java.util.List;

/**
 * Chosen fields of a stored record as a JSON object, written straight from the record's compact values when the
 * answer is written: no tree is built, and objects and arrays are copied as the text they are stored as. A field
 * the record lacks is written as {@code null}.
 */
public final class RecordView extends JsonSerializable.Base {

    private final StoredRecord record;
    private final List<String> fields;

    private RecordView(StoredRecord record, List<String> fields) {
        this.record = record;
        this.fields = fields;
    }

    /** A node that writes the record's fields, in the given order, when its answer is written. */
    public static JsonNode of(StoredRecord record, List<String> fields) {
        return new POJONode(new RecordView(record, fields));
    }

    @Override
    public void serialize(JsonGenerator generator, SerializerProvider provider) throws IOException {
        generator.writeStartObject();
        for (String field : fields) {
            generator.writeFieldName(field);
            CompactValues.write(generator, record.value(field), provider);
        }
        generator.writeEndObject();
    }

    @Override
    public void serializeWithType(JsonGenerator generator, SerializerProvider provider, TypeSerializer types)
            throws IOException {
        serialize(generator, provider);
    }
}
