package io.dgq.server.internal.schema;

import com.fasterxml.jackson.databind.node.BooleanNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The fields of a resource's record: their types and unset values, which are required, which the server manages,
 * and which the detail answer and the list item carry.
 */
public final class Schema {

    /** Fields only the server writes, wherever a schema has them. */
    private static final Set<String> AUDIT_FIELDS =
            Set.of("id", "created_at", "created_by", "modified_at", "modified_by", "total_views", "viewers");

    private final String idField;
    private final boolean open;
    private final Map<String, FieldSpec> fields;
    private final List<String> detailFields;
    private final List<String> listFields;
    private final Set<String> nullResets;

    private Schema(
            String idField,
            boolean open,
            Map<String, FieldSpec> fields,
            List<String> detailFields,
            List<String> listFields,
            Set<String> nullResets) {
        this.idField = idField;
        this.open = open;
        this.fields = fields;
        this.detailFields = detailFields;
        this.listFields = listFields;
        this.nullResets = nullResets;
    }

    public static Builder builder() {
        return new Builder("id");
    }

    static Builder builder(String idField) {
        return new Builder(idField);
    }

    /** A builder for the members of a nested object, which have no id. */
    static Builder nestedBuilder() {
        return new Builder(null);
    }

    /**
     * A builder of the members of a nested record (an owner, a content block...) whose known members are
     * type-checked and whose other members are kept as sent.
     */
    static Builder openNestedBuilder() {
        Builder builder = new Builder(null);
        builder.open = true;
        return builder;
    }

    /** Whether members this schema does not name are kept as sent rather than refused. */
    public boolean open() {
        return open;
    }

    public String idField() {
        return idField;
    }

    public FieldSpec field(String name) {
        return fields.get(name);
    }

    public boolean has(String name) {
        return fields.containsKey(name);
    }

    /**
     * Whether a write's {@code null} for a member of this nested record resets it to its unset value ({@code []}),
     * rather than being refused: a list the answers never leave {@code null} whose input the document types nullable.
     */
    public boolean nullResets(String name) {
        return nullResets.contains(name);
    }

    public Collection<FieldSpec> fields() {
        return fields.values();
    }

    /** The fields of the detail answer, in order. */
    public List<String> detailFields() {
        return detailFields;
    }

    /** The fields of a list item, in order. */
    public List<String> listFields() {
        return listFields;
    }

    /** Whether a list can be sorted and filtered by a field: a scalar field of the list item. */
    public boolean isColumn(String name) {
        FieldSpec spec = fields.get(name);
        return spec != null && spec.type().isScalar() && listFields.contains(name);
    }

    /** Whether a column holds timestamps: a string field whose name ends in {@code _at}, such as created_at. */
    public boolean isTimestamp(String name) {
        FieldSpec spec = fields.get(name);
        return spec != null && spec.type() == FieldType.STRING && name.endsWith("_at");
    }

    /** Builds a schema field by field; each field is declared once. */
    public static final class Builder {

        private final String idField;
        private boolean open;
        private final Map<String, FieldSpec> fields = new LinkedHashMap<>();
        private final Set<String> listOnly = new HashSet<>();
        private final Set<String> nullResets = new HashSet<>();
        private List<String> listItem;

        private Builder(String idField) {
            this.idField = idField;
        }

        public Builder strings(String... names) {
            return add(FieldType.STRING, names);
        }

        public Builder integers(String... names) {
            return add(FieldType.INTEGER, names);
        }

        public Builder numbers(String... names) {
            return add(FieldType.NUMBER, names);
        }

        /** Booleans are {@code false} when unset, except {@code is_active}, which is {@code true}. */
        public Builder booleans(String... names) {
            for (String name : names) {
                put(new FieldSpec(
                        name,
                        FieldType.BOOLEAN,
                        BooleanNode.valueOf(name.equals("is_active")),
                        false,
                        idField != null && AUDIT_FIELDS.contains(name),
                        null));
            }
            return this;
        }

        Builder objects(String... names) {
            return add(FieldType.OBJECT, names);
        }

        Builder objectArrays(String... names) {
            return add(FieldType.OBJECT_ARRAY, names);
        }

        Builder stringArrays(String... names) {
            return add(FieldType.STRING_ARRAY, names);
        }

        Builder arrays(String... names) {
            return add(FieldType.ARRAY, names);
        }

        Builder anyValues(String... names) {
            return add(FieldType.ANY, names);
        }

        /** Gives the object or object-array fields {@code names} the members {@code schema} type-checks. */
        Builder members(Schema schema, String... names) {
            return modify(
                    names,
                    spec -> new FieldSpec(
                            spec.name(), spec.type(), spec.unset(), spec.required(), spec.serverManaged(), schema));
        }

        Builder required(String... names) {
            return modify(
                    names,
                    spec -> new FieldSpec(
                            spec.name(), spec.type(), spec.unset(), true, spec.serverManaged(), spec.nested()));
        }

        /**
         * Members of a nested record that may be absent but not {@code null} (the document's type leaves out
         * {@code null}); a request body's {@code null} for them is refused.
         */
        Builder nonNull(String... names) {
            if (idField != null) {
                throw new IllegalStateException("nonNull is for nested records; a record's fields use required");
            }
            return modify(
                    names,
                    spec -> new FieldSpec(
                            spec.name(), spec.type(), spec.unset(), true, spec.serverManaged(), spec.nested()));
        }

        /**
         * Non-null list members of a nested record whose {@code null} in a write resets them to {@code []}, as the
         * document's input schema allows it.
         */
        Builder nullResets(String... names) {
            for (String name : names) {
                FieldSpec spec = fields.get(name);
                if (spec == null || !spec.required() || !spec.unset().isArray()) {
                    throw new IllegalStateException("nullResets is for non-null lists: " + name);
                }
                nullResets.add(name);
            }
            return this;
        }

        /** Fields the server derives; a request body's value for them is ignored. */
        Builder serverManaged(String... names) {
            return modify(
                    names,
                    spec -> new FieldSpec(
                            spec.name(), spec.type(), spec.unset(), spec.required(), true, spec.nested()));
        }

        /** The list item's fields; without this call, the list item is the detail record. */
        Builder listItem(String... names) {
            listItem = List.of(names);
            return this;
        }

        /** Fields that only list items carry. */
        Builder listOnly(String... names) {
            listOnly.addAll(Arrays.asList(names));
            return this;
        }

        public Schema build() {
            if (idField != null && !fields.containsKey(idField)) {
                throw new IllegalStateException("schema lacks its id field " + idField);
            }
            List<String> detail = new ArrayList<>();
            List<String> list = new ArrayList<>();
            for (String name : fields.keySet()) {
                if (!listOnly.contains(name)) {
                    detail.add(name);
                }
                if (listItem == null) {
                    list.add(name);
                }
            }
            if (listItem != null) {
                for (String name : listItem) {
                    if (!fields.containsKey(name)) {
                        throw new IllegalStateException("list item names unknown field " + name);
                    }
                }
                list.addAll(listItem);
            }
            return new Schema(
                    idField,
                    open,
                    Collections.unmodifiableMap(new LinkedHashMap<>(fields)),
                    List.copyOf(detail),
                    List.copyOf(list),
                    Set.copyOf(nullResets));
        }

        private Builder add(FieldType type, String... names) {
            for (String name : names) {
                put(new FieldSpec(
                        name, type, type.unsetValue(), false, idField != null && AUDIT_FIELDS.contains(name), null));
            }
            return this;
        }

        private Builder put(FieldSpec spec) {
            if (fields.putIfAbsent(spec.name(), spec) != null) {
                throw new IllegalStateException("field declared twice: " + spec.name());
            }
            return this;
        }

        private Builder modify(String[] names, UnaryOperator<FieldSpec> change) {
            for (String name : names) {
                FieldSpec spec = fields.get(name);
                if (spec == null) {
                    throw new IllegalStateException("unknown field " + name);
                }
                fields.put(name, change.apply(spec));
            }
            return this;
        }
    }
}
