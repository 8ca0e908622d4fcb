package io.dgq.server.internal.data.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.JsonTypes;
import io.dgq.server.internal.json.JsonValues;
import io.dgq.server.internal.schema.FieldSpec;
import io.dgq.server.internal.schema.FieldType;
import io.dgq.server.internal.schema.Schema;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Validates a list body against a resource's list item columns. Every problem is a 400 naming the bad part. */
public final class ListQueryParser {

    private static final Set<String> BODY_FIELDS = Set.of("pagination", "sorting", "filters", "search", "export");
    private static final Set<String> PAGINATION_FIELDS = Set.of("page", "pageSize");
    private static final Set<String> SORT_FIELDS = Set.of("column", "direction");
    private static final Set<String> FILTER_FIELDS = Set.of("column", "operator", "value");

    private final boolean lenient;

    public ListQueryParser(boolean lenient) {
        this.lenient = lenient;
    }

    /**
     * Parses a list body.
     *
     * @param body the request body; {@code {}} takes every default
     * @param schema the resource whose list item fields are the columns
     * @throws ApiError VALIDATION_FAILED naming the bad part
     */
    public ListQuery parse(ObjectNode body, Schema schema) {
        rejectUnknown(body, BODY_FIELDS, "");
        long page = 1;
        int pageSize = ListQuery.DEFAULT_PAGE_SIZE;
        JsonNode pagination = body.get("pagination");
        if (!JsonValues.isNull(pagination)) {
            ObjectNode object = object(pagination, "pagination");
            rejectUnknown(object, PAGINATION_FIELDS, "pagination.");
            JsonNode pageNode = object.get("page");
            // Absent takes the default; null is refused, as the document types page as an integer.
            if (pageNode != null) {
                if (pageNode.isIntegralNumber() && !pageNode.canConvertToLong()) {
                    throw ApiError.invalidField(
                            "pagination.page",
                            "must be between 1 and " + Long.MAX_VALUE + ", got " + JsonTypes.brief(pageNode));
                }
                page = integer(pageNode, "pagination.page");
                if (page < 1) {
                    throw ApiError.invalidField(
                            "pagination.page", "must be 1 or more, got " + JsonTypes.brief(pageNode));
                }
            }
            JsonNode sizeNode = object.get("pageSize");
            if (sizeNode != null) {
                long size = sizeNode.isIntegralNumber() && !sizeNode.canConvertToLong()
                        ? Long.MAX_VALUE
                        : integer(sizeNode, "pagination.pageSize");
                if (size < 1 || size > ListQuery.MAX_PAGE_SIZE) {
                    throw ApiError.invalidField(
                            "pagination.pageSize",
                            "must be between 1 and " + ListQuery.MAX_PAGE_SIZE + ", got " + JsonTypes.brief(sizeNode));
                }
                pageSize = (int) size;
            }
        }
        List<ListQuery.SortKey> sorting = sorting(body.get("sorting"), schema);
        List<ListFilter> filters = filters(body.get("filters"), schema);
        String search = null;
        JsonNode searchNode = body.get("search");
        if (!JsonValues.isNull(searchNode)) {
            if (!searchNode.isTextual()) {
                throw ApiError.invalidField("search", "must be a string, got " + JsonTypes.describe(searchNode));
            }
            search = searchNode.textValue().isEmpty()
                    ? null
                    : searchNode.textValue().toLowerCase(Locale.ROOT);
        }
        boolean export = false;
        JsonNode exportNode = body.get("export");
        if (!JsonValues.isNull(exportNode)) {
            if (!exportNode.isBoolean()) {
                throw ApiError.invalidField("export", "must be a boolean, got " + JsonTypes.describe(exportNode));
            }
            export = exportNode.booleanValue();
        }
        return new ListQuery(page, pageSize, List.copyOf(sorting), List.copyOf(filters), search, export);
    }

    private List<ListQuery.SortKey> sorting(JsonNode node, Schema schema) {
        List<ListQuery.SortKey> keys = new ArrayList<>();
        if (JsonValues.isNull(node)) {
            return keys;
        }
        if (!node.isArray()) {
            throw ApiError.invalidField("sorting", "must be an array, got " + JsonTypes.describe(node));
        }
        tooMany("sorting", node.size(), ListQuery.MAX_SORT_ENTRIES, "sort entries");
        for (int i = 0; i < node.size(); i++) {
            String path = "sorting[" + i + "]";
            ObjectNode element = object(node.get(i), path);
            rejectUnknown(element, SORT_FIELDS, path + ".");
            FieldSpec column = column(element, path, schema);
            JsonNode direction = element.get("direction");
            boolean descending = false;
            if (direction != null) {
                String text = direction.isTextual() ? direction.textValue() : null;
                if ("desc".equalsIgnoreCase(text)) {
                    descending = true;
                } else if (!"asc".equalsIgnoreCase(text)) {
                    throw ApiError.invalidField(
                            path + ".direction", "must be 'asc' or 'desc', got " + JsonTypes.brief(direction));
                }
            }
            keys.add(new ListQuery.SortKey(column.name(), descending));
        }
        return keys;
    }

    private List<ListFilter> filters(JsonNode node, Schema schema) {
        List<ListFilter> filters = new ArrayList<>();
        if (JsonValues.isNull(node)) {
            return filters;
        }
        if (!node.isArray()) {
            throw ApiError.invalidField("filters", "must be an array, got " + JsonTypes.describe(node));
        }
        tooMany("filters", node.size(), ListQuery.MAX_FILTERS, "filters");
        for (int i = 0; i < node.size(); i++) {
            String path = "filters[" + i + "]";
            ObjectNode element = object(node.get(i), path);
            rejectUnknown(element, FILTER_FIELDS, path + ".");
            FieldSpec column = column(element, path, schema);
            JsonNode operatorNode = element.get("operator");
            FilterOperator operator = operatorNode != null && operatorNode.isTextual()
                    ? FilterOperator.parse(operatorNode.textValue())
                    : null;
            if (operator == null) {
                throw ApiError.invalidField(
                        path + ".operator",
                        "must be one of eq, ne, lt, lte, gt, gte, contains, in, got " + JsonTypes.brief(operatorNode));
            }
            if (!element.has("value")) {
                throw ApiError.invalidField(path + ".value", "is required");
            }
            filters.add(new ListFilter(
                    column.name(),
                    operator,
                    checkOperand(column, operator, element.get("value"), path + ".value"),
                    schema.isTimestamp(column.name())));
        }
        return filters;
    }

    private static JsonNode checkOperand(FieldSpec column, FilterOperator operator, JsonNode value, String path) {
        FieldType type = column.type();
        switch (operator) {
            case EQ, NE -> {
                if (!value.isNull() && !operandFits(type, value)) {
                    throw wrongType(path, column, value);
                }
            }
            case LT, LTE, GT, GTE -> {
                if (value.isNull() || value.isContainerNode() || !operandFits(type, value)) {
                    throw wrongType(path, column, value);
                }
            }
            case CONTAINS -> {
                if (type != FieldType.STRING && type != FieldType.ANY) {
                    throw ApiError.invalidField(
                            path,
                            "operator contains does not apply to '" + column.name() + "', which holds "
                                    + type.description());
                }
                if (!value.isTextual()) {
                    throw ApiError.invalidField(
                            path, "must be a string for contains, got " + JsonTypes.describe(value));
                }
            }
            case IN -> {
                if (!value.isArray()) {
                    throw ApiError.invalidField(path, "must be an array for in, got " + JsonTypes.describe(value));
                }
                tooMany(path, value.size(), ListQuery.MAX_IN_VALUES, "values");
                for (JsonNode element : value) {
                    if (!element.isNull() && !operandFits(type, element)) {
                        throw wrongType(path, column, element);
                    }
                }
            }
        }
        return value;
    }

    /** Whether an operand suits a column; integer columns compare with any number. */
    private static boolean operandFits(FieldType type, JsonNode value) {
        return type == FieldType.INTEGER ? value.isNumber() : type.accepts(value);
    }

    private static ApiError wrongType(String path, FieldSpec column, JsonNode value) {
        return ApiError.invalidField(
                path,
                "must be " + column.type().description() + " to match '" + column.name() + "', got "
                        + JsonTypes.describe(value));
    }

    /** Refuses a list longer than its limit, naming the limit, before any of its members is looked at. */
    private static void tooMany(String path, int size, int limit, String what) {
        if (size > limit) {
            throw ApiError.invalidField(path, "must hold at most " + limit + " " + what + ", got " + size);
        }
    }

    private static FieldSpec column(ObjectNode element, String path, Schema schema) {
        JsonNode name = element.get("column");
        if (name == null || !name.isTextual()) {
            throw ApiError.invalidField(path + ".column", "is required: a field name of the list item");
        }
        if (!schema.isColumn(name.textValue())) {
            throw ApiError.invalidField(path + ".column", "'" + name.textValue() + "' is not a column of this list");
        }
        return schema.field(name.textValue());
    }

    private static ObjectNode object(JsonNode node, String path) {
        if (node == null || !node.isObject()) {
            throw ApiError.invalidField(path, "must be an object, got " + JsonTypes.describe(node));
        }
        return (ObjectNode) node;
    }

    private static long integer(JsonNode node, String path) {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw ApiError.invalidField(path, "must be an integer, got " + JsonTypes.brief(node));
        }
        return node.longValue();
    }

    private void rejectUnknown(ObjectNode object, Set<String> known, String prefix) {
        if (lenient) {
            return;
        }
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw ApiError.invalidField(prefix + name, "is not a known field of a list body");
            }
        }
    }
}
