package io.dgq.sdk.internal;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The declaration of one operation of a resource client: the name of the interface methods that call it, its
 * endpoint (HTTP method, path template and so path parameters, retry class), what its body is made of and what its
 * {@code data} decodes to. Every operation is declared once, in {@link ApiOperations}; the resource clients'
 * implementations are derived from the declarations by {@link ResourceClients}. Immutable. Internal.
 *
 * <p>The arguments of a method calling an operation are, in order: the path parameters (strings), then the body
 * (the request object, the list request, or one argument per body field), then the {@code RequestOptions}.
 */
public final class ApiOperation {

    /** What the arguments after the path parameters make of the body. */
    public enum Body {
        /** No body. */
        NONE,
        /** One argument, a request object, sent as it is. */
        REQUEST,
        /** One list request; the answer is a page that knows how to fetch the next one. */
        LIST,
        /** One list request, sent with {@code export: true}; the answer is one page holding every match. */
        EXPORT,
        /** One argument per field of a JSON object. */
        FIELDS
    }

    /**
     * What the {@code data} of the answer decodes to: a free-form object (the empty one of updates and deletes,
     * whose plain method answers nothing), one record, the records of a list payload as an unmodifiable list, or a
     * page (of list and export bodies).
     */
    enum Answer {
        NOTHING,
        RECORD,
        ITEMS,
        PAGE
    }

    /** One field of a body built from arguments: JSON name, argument name, String or boolean, required text. */
    record Field(String json, String argument, Class<?> type, boolean required) {}

    private static final Pattern PARAMETER = Pattern.compile("\\{([^}/]+)}");

    private final String name;
    private final Endpoint endpoint;
    private final Endpoint endpointWhenSet;
    private final String setField;
    private final Body body;
    private final Class<?> bodyType;
    private final List<Field> fields;
    private final Answer answer;
    private final Class<?> dataType;
    private final List<String> pathParameters;
    private volatile ResponseType<?> responseType;

    private ApiOperation(
            String name,
            Endpoint endpoint,
            Endpoint endpointWhenSet,
            String setField,
            Body body,
            Class<?> bodyType,
            List<Field> fields,
            Answer answer,
            Class<?> dataType) {
        this.name = name;
        this.endpoint = endpoint;
        this.endpointWhenSet = endpointWhenSet;
        this.setField = setField;
        this.body = body;
        this.bodyType = bodyType;
        this.fields = List.copyOf(fields);
        this.answer = answer;
        this.dataType = dataType;
        List<String> names = new ArrayList<>();
        for (Matcher m = PARAMETER.matcher(endpoint.template()); m.find(); ) {
            names.add(m.group(1));
        }
        this.pathParameters = List.copyOf(names);
    }

    /** Declares an operation without a body whose answer is the empty object; the methods below add to it. */
    static ApiOperation of(String name, Endpoint endpoint) {
        return new ApiOperation(name, endpoint, null, null, Body.NONE, null, List.of(), Answer.NOTHING, null);
    }

    /** Named for listeners as {@code group.name}, on both of its endpoints. */
    ApiOperation inGroup(String group) {
        String operation = group + "." + name;
        return new ApiOperation(
                name,
                endpoint.named(operation),
                endpointWhenSet == null ? null : endpointWhenSet.named(operation),
                setField,
                body,
                bodyType,
                fields,
                answer,
                dataType);
    }

    /** With a request object of this class as the body. */
    ApiOperation request(Class<?> type) {
        return with(Body.REQUEST, type, fields, answer, dataType);
    }

    /** With one more body field, given by the next argument ({@code String} or {@code boolean}). */
    ApiOperation field(String json, String argument, Class<?> type, boolean required) {
        List<Field> more = new ArrayList<>(fields);
        more.add(new Field(json, argument, type, required));
        return with(Body.FIELDS, null, more, answer, dataType);
    }

    /** Sent to another endpoint, with its retry class, when the request object has this field set (upserts). */
    ApiOperation whenSet(String field, Endpoint other) {
        return new ApiOperation(name, endpoint, other, field, body, bodyType, fields, answer, dataType);
    }

    /** Answering one record of this class. */
    ApiOperation record(Class<?> type) {
        return with(body, bodyType, fields, Answer.RECORD, type);
    }

    /** Answering the records of a list payload, unpaged. */
    ApiOperation items(Class<?> type) {
        return with(body, bodyType, fields, Answer.ITEMS, type);
    }

    /** Taking a list request and answering a page of this class. */
    ApiOperation list(Class<?> type) {
        return with(Body.LIST, null, fields, Answer.PAGE, type);
    }

    /** Taking a list request, sent with {@code export: true}, and answering every match. */
    ApiOperation export(Class<?> type) {
        return with(Body.EXPORT, null, fields, Answer.PAGE, type);
    }

    private ApiOperation with(
            Body newBody, Class<?> newBodyType, List<Field> newFields, Answer newAnswer, Class<?> newDataType) {
        return new ApiOperation(
                name, endpoint, endpointWhenSet, setField, newBody, newBodyType, newFields, newAnswer, newDataType);
    }

    /** {@return the name of the interface methods that call this operation} */
    public String name() {
        return name;
    }

    /** {@return the endpoint: HTTP method, path template and retry class} */
    public Endpoint endpoint() {
        return endpoint;
    }

    /** {@return what the body is made of} */
    public Body body() {
        return body;
    }

    /** {@return the names of the arguments before the options, as the interface methods take them} */
    public List<String> argumentNames() {
        List<String> names = new ArrayList<>(pathParameters);
        if (body == Body.FIELDS) {
            fields.forEach(f -> names.add(f.argument()));
        } else if (body != Body.NONE) {
            names.add("request");
        }
        return names;
    }

    /** {@return the Java types of the arguments, the options included} */
    List<String> argumentTypes() {
        List<String> types = new ArrayList<>(Collections.nCopies(pathParameters.size(), "java.lang.String"));
        switch (body) {
            case REQUEST -> types.add(bodyType.getTypeName());
            case LIST, EXPORT -> types.add(ListRequest.class.getTypeName());
            case FIELDS -> fields.forEach(f -> types.add(f.type().getTypeName()));
            default -> {}
        }
        types.add(RequestOptions.class.getTypeName());
        return types;
    }

    /** {@return the type of the {@code data} of the envelope} */
    String envelopeDataType() {
        return switch (answer) {
            case NOTHING -> JsonObject.class.getTypeName();
            case RECORD -> dataType.getTypeName();
            case ITEMS -> "java.util.List<" + dataType.getTypeName() + ">";
            case PAGE -> Page.class.getTypeName() + "<" + dataType.getTypeName() + ">";
        };
    }

    /** {@return the type the plain method answers: no envelope, no page for an export, nothing for an update} */
    String plainType() {
        return answer == Answer.NOTHING
                ? "void"
                : body == Body.EXPORT ? "java.util.List<" + dataType.getTypeName() + ">" : envelopeDataType();
    }

    /** Checks the arguments, laid out as the class says, and binds them into a call; before any request. */
    Call bind(Object[] args) {
        int p = pathParameters.size();
        String[] path = new String[p];
        for (int i = 0; i < p; i++) {
            path[i] = (String) args[i];
        }
        Object payload = switch (body) {
            case NONE -> null;
            case REQUEST -> WriteRequest.requireRequest(args[p], "request");
            case LIST -> args[p];
            case EXPORT ->
                WriteRequest.requireRequest((ListRequest) args[p], "request").toBuilder()
                        .export(true)
                        .build();
            case FIELDS -> fieldsBody(args, p);
        };
        RequestOptions options = WriteRequest.requireRequest((RequestOptions) args[args.length - 1], "options");
        Endpoint target =
                endpointWhenSet != null && ((WriteRequest) payload).isSet(setField) ? endpointWhenSet : endpoint;
        return new Call(this, target, path, target.bind(payload, path), options);
    }

    private Map<String, Object> fieldsBody(Object[] args, int first) {
        Map<String, Object> json = new LinkedHashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            Object value = args[first + i];
            json.put(field.json(), field.required() ? endpoint.requireText((String) value, field.argument()) : value);
        }
        return json;
    }

    /** {@return what the plain method returns: the data, an export's records, or null for nothing} */
    Object plain(DgqResponse<?> response) {
        return answer == Answer.NOTHING
                ? null
                : body == Body.EXPORT ? ((Page<?>) response.data()).items() : response.data();
    }

    ResponseType<?> responseType() {
        ResponseType<?> type = responseType;
        if (type == null) {
            type = switch (answer) {
                case NOTHING -> ResponseType.object();
                case RECORD -> ResponseType.of(dataType);
                case ITEMS, PAGE -> ResponseType.listOf(dataType);
            };
            responseType = type;
        }
        return type;
    }

    @Override
    public String toString() {
        return name + ": " + endpoint;
    }

    /** A call bound to its arguments, ready to be sent to its endpoint, which an upsert chooses by its body. */
    record Call(
            ApiOperation operation,
            Endpoint endpoint,
            String[] path,
            Endpoint.ApiRequest request,
            RequestOptions options) {

        /** Sends the call and decodes its answer, whose data is of the operation's envelope data type. */
        @SuppressWarnings({"unchecked", "rawtypes"})
        DgqResponse<?> send(Transport transport) {
            ResponseType<?> type = operation.responseType();
            if (operation.answer == Answer.PAGE) {
                return transport.executeList(
                        endpoint, path, (ListRequest) request.body(), (ResponseType) type, options);
            }
            return shaped(transport.execute(request, type, options));
        }

        /** Sends the call without waiting; the future completes with what {@code answer} makes of the envelope. */
        @SuppressWarnings({"unchecked", "rawtypes"})
        CompletableFuture<?> sendAsync(Transport transport, Function<? super DgqResponse<?>, ?> answer) {
            ResponseType<?> type = operation.responseType();
            if (operation.answer == Answer.PAGE) {
                return transport.executeListAsync(
                        endpoint, path, (ListRequest) request.body(), (ResponseType) type, options, (Function) answer);
            }
            return transport.executeAsync(request, type, options, response -> answer.apply(shaped(response)));
        }

        private DgqResponse<?> shaped(DgqResponse<?> response) {
            return operation.answer == Answer.ITEMS
                    ? response.map(payload -> Collections.unmodifiableList(((ListPayload<?>) payload).items()))
                    : response;
        }
    }
}
