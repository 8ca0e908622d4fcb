package io.dgq.server.internal.data.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.jsontype.TypeSerializer;
import com.fasterxml.jackson.databind.node.POJONode;
import java.io.IOException;
import java.util.List;
import java.util.function.Predicate;

/**
 * Chosen fields of a stored record as a JSON object, written straight from the record's compact values when the
 * answer is written: no tree is built, and objects and arrays are copied as the text they are stored as. A field
 * the record lacks is written as {@code null}.
 */
public final class RecordView extends JsonSerializable.Base {

    private final StoredRecord record;
    private final List<String> fields;
    private final int declaredCount;
    private final Predicate<String> declared;

    private RecordView(StoredRecord record, List<String> fields, int declaredCount, Predicate<String> declared) {
        this.record = record;
        this.fields = fields;
        this.declaredCount = declaredCount;
        this.declared = declared;
    }

    /** A node that writes the record's fields, in the given order, when its answer is written. */
    public static JsonNode of(StoredRecord record, List<String> fields) {
        return new POJONode(new RecordView(record, fields, Integer.MAX_VALUE, name -> true));
    }

    /**
     * A node that writes the record's fields, in the given order, then the members it holds that the document does
     * not declare (kept from a recorded snapshot), when its answer is written.
     *
     * @param declaredCount how many fields the kind declares: a store whose layout is no longer holds none other
     * @param declared whether the kind declares a field
     */
    public static JsonNode of(StoredRecord record, List<String> fields, int declaredCount, Predicate<String> declared) {
        return new POJONode(new RecordView(record, fields, declaredCount, declared));
    }

    @Override
    public void serialize(JsonGenerator generator, SerializerProvider provider) throws IOException {
        generator.writeStartObject();
        for (String field : fields) {
            generator.writeFieldName(field);
            CompactValues.write(generator, record.value(field), provider);
        }
        RecordLayout layout = record.layout();
        if (layout.size() > declaredCount) {
            for (int i = 0; i < layout.size(); i++) {
                Object value = record.value(i);
                if (value != CompactValues.ABSENT && !declared.test(layout.name(i))) {
                    generator.writeFieldName(layout.name(i));
                    CompactValues.write(generator, value, provider);
                }
            }
        }
        generator.writeEndObject();
    }

    @Override
    public void serializeWithType(JsonGenerator generator, SerializerProvider provider, TypeSerializer types)
            throws IOException {
        serialize(generator, provider);
    }
}
