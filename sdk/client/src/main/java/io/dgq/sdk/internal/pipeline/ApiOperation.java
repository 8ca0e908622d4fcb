package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.json.JsonObject;
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

/**
 * The declaration of one operation of a resource client: the name of the interface methods that call it, its
 * endpoint (HTTP method, path template and so path parameters, retry class), what its body is made of and what its
 * {@code data} decodes to. Every operation is declared once, as a constant of its resource's generated holder
 * ({@code internal.clients.DomainsOperations}, ...);
 * each method of the generated clients' implementations binds its arguments to its constant and hands the call to
 * the client's {@link CallPipeline}. Immutable. Internal.
 *
 * <p>The constant's type says what a call takes and answers: {@link #bind(Object, RequestOptions, String...)} takes
 * the body's input of type {@code I} (the request object, the list request, or the values of the body fields), the
 * {@code RequestOptions} and the path parameters, so a request of the wrong class does not compile.
 *
 * @param <I> the body's input: {@code Void} for none, the request's class, {@code ListRequest}, or {@code Object[]}
 *     holding one value per body field
 * @param <E> the type of the envelope's {@code data}
 * @param <P> what the plain method answers ({@code Void} for nothing)
 */
public final class ApiOperation<I, E, P> {

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
        this.pathParameters = endpoint.parameterNames();
    }

    /**
     * Declares an operation without a body whose answer is the empty object; the methods below add to it. It is
     * named for listeners as {@code group.name}, on each of its endpoints.
     *
     * @param group the client's accessor, for example {@code domains}
     * @param name the method's name, for example {@code get}
     * @param endpoint its endpoint
     * @return the declaration
     */
    public static ApiOperation<Void, JsonObject, Void> declare(String group, String name, Endpoint endpoint) {
        return new ApiOperation<>(
                name, endpoint.named(group + "." + name), null, null, Body.NONE, null, List.of(), Answer.NOTHING, null);
    }

    /**
     * With a request object of this class as the body.
     *
     * @param type the request's class
     * @param <R> the request's type
     * @return the declaration
     */
    public <R extends WriteRequest> ApiOperation<R, E, P> request(Class<R> type) {
        return with(Body.REQUEST, type, fields, answer, dataType);
    }

    /**
     * With one more body field, given by the next argument.
     *
     * @param json the field's JSON name
     * @param argument the argument's name, for messages
     * @param type {@code String} or {@code boolean}
     * @param required whether a text must not be {@code null} or blank
     * @return the declaration
     */
    public ApiOperation<Object[], E, P> field(String json, String argument, Class<?> type, boolean required) {
        List<Field> more = new ArrayList<>(fields);
        more.add(new Field(json, argument, type, required));
        return with(Body.FIELDS, null, more, answer, dataType);
    }

    /**
     * Sent to another endpoint, with its retry class, when the request object has this field set (upserts).
     *
     * @param field the request's JSON field
     * @param other the endpoint it is sent to when the field is set
     * @return the declaration
     */
    public ApiOperation<I, E, P> whenSet(String field, Endpoint other) {
        return new ApiOperation<>(
                name, endpoint, other.named(endpoint.operation()), field, body, bodyType, fields, answer, dataType);
    }

    /**
     * Answering one record of this class.
     *
     * @param type the record's class
     * @param <T> the record's type
     * @return the declaration
     */
    public <T> ApiOperation<I, T, T> record(Class<T> type) {
        return with(body, bodyType, fields, Answer.RECORD, type);
    }

    /**
     * Answering the records of a list payload, unpaged.
     *
     * @param type the item's class
     * @param <T> the item's type
     * @return the declaration
     */
    public <T> ApiOperation<I, List<T>, List<T>> items(Class<T> type) {
        return with(body, bodyType, fields, Answer.ITEMS, type);
    }

    /**
     * Taking a list request and answering a page of this class.
     *
     * @param type the item's class
     * @param <T> the item's type
     * @return the declaration
     */
    public <T> ApiOperation<ListRequest, Page<T>, Page<T>> list(Class<T> type) {
        return with(Body.LIST, null, fields, Answer.PAGE, type);
    }

    /**
     * Taking a list request, sent with {@code export: true}, and answering every match.
     *
     * @param type the item's class
     * @param <T> the item's type
     * @return the declaration
     */
    public <T> ApiOperation<ListRequest, Page<T>, List<T>> export(Class<T> type) {
        return with(Body.EXPORT, null, fields, Answer.PAGE, type);
    }

    private <I2, E2, P2> ApiOperation<I2, E2, P2> with(
            Body newBody, Class<?> newBodyType, List<Field> newFields, Answer newAnswer, Class<?> newDataType) {
        return new ApiOperation<>(
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

    /**
     * Checks the arguments of an operation without a body and binds them into a call; before any request.
     *
     * @param options the call's options
     * @param path the path parameters, in the template's order
     * @return the call
     * @throws IllegalArgumentException if a path parameter is {@code null} or blank, or the options are {@code null}
     * @throws IllegalStateException if the operation takes a body
     */
    public Call<E, P> bind(RequestOptions options, String... path) {
        if (body != Body.NONE) {
            throw new IllegalStateException(this + " takes a body");
        }
        return bound(null, options, path);
    }

    /**
     * Checks the arguments and binds them into a call; before any request.
     *
     * @param input the body's input: the request, the list request, or one value per body field in order
     * @param options the call's options
     * @param path the path parameters, in the template's order
     * @return the call
     * @throws IllegalArgumentException if a path parameter or required text is {@code null} or blank, or the
     *     request or options is {@code null}
     */
    public Call<E, P> bind(I input, RequestOptions options, String... path) {
        Object payload = switch (body) {
            case NONE -> null;
            case REQUEST -> present(input, "request");
            case LIST -> input;
            case EXPORT ->
                present((ListRequest) input, "request").toBuilder().export(true).build();
            case FIELDS -> fieldsBody((Object[]) input);
        };
        return bound(payload, options, path);
    }

    private Call<E, P> bound(Object payload, RequestOptions options, String[] path) {
        present(options, "options");
        Endpoint target =
                endpointWhenSet != null && ((WriteRequest) payload).isSet(setField) ? endpointWhenSet : endpoint;
        return new Call<>(this, target, path, target.bind(payload, path), options);
    }

    private static <T> T present(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException("'" + name + "' must not be null");
        }
        return value;
    }

    private Map<String, Object> fieldsBody(Object[] values) {
        if (values == null || values.length != fields.size()) {
            throw new IllegalStateException(
                    this + " takes " + fields.size() + " body fields, got " + (values == null ? 0 : values.length));
        }
        Map<String, Object> json = new LinkedHashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            Object value = values[i];
            json.put(field.json(), field.required() ? endpoint.requireText((String) value, field.argument()) : value);
        }
        return json;
    }

    /** {@return what the plain method returns: the data, an export's records, or null for nothing} */
    @SuppressWarnings("unchecked") // the generated constant's type arguments are those of its declaration
    P plain(DgqResponse<?> response) {
        return (P)
                (answer == Answer.NOTHING
                        ? null
                        : body == Body.EXPORT ? ((Page<?>) response.data()).items() : response.data());
    }

    /**
     * Returns how this operation's answer is decoded.
     *
     * @return the type of the answer's envelope data
     */
    public ResponseType<?> responseType() {
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

    /**
     * A call bound to its arguments, ready to be sent to its endpoint, which an upsert chooses by its body.
     *
     * @param operation the operation
     * @param endpoint the endpoint it is sent to
     * @param path the path parameters' values
     * @param request the request, bound
     * @param options the call's options
     * @param <E> the type of the envelope's data
     * @param <P> what the plain method answers
     */
    public record Call<E, P>(
            ApiOperation<?, E, P> operation,
            Endpoint endpoint,
            String[] path,
            Endpoint.ApiRequest request,
            RequestOptions options) {

        /** Sends the call and decodes its answer, whose data is of the operation's envelope data type. */
        @SuppressWarnings({"unchecked", "rawtypes"})
        DgqResponse<E> send(CallPipeline pipeline) {
            ResponseType<?> type = operation.responseType();
            if (operation.answer == Answer.PAGE) {
                return (DgqResponse<E>)
                        list(pipeline, endpoint, path, (ListRequest) request.body(), (ResponseType) type, options);
            }
            return (DgqResponse<E>) shaped(pipeline.execute(request, type, options));
        }

        /** {@return what the plain method returns of the call's envelope} */
        P plain(DgqResponse<?> response) {
            return operation.plain(response);
        }

        /** Sends the call without waiting; the future completes with what {@code answer} makes of the envelope. */
        @SuppressWarnings({"unchecked", "rawtypes"}) // the envelope's data is of the operation's envelope data type
        <A> CompletableFuture<A> sendAsync(CallPipeline pipeline, Function<? super DgqResponse<E>, A> answer) {
            ResponseType<?> type = operation.responseType();
            Function<DgqResponse<?>, A> typed = response -> answer.apply((DgqResponse<E>) response);
            if (operation.answer == Answer.PAGE) {
                ListRequest listRequest = requireList((ListRequest) request.body());
                ResponseType listType = type;
                return pipeline.executeAsync(
                        endpoint.bind(listRequest, path),
                        listType,
                        options,
                        response -> typed.apply((DgqResponse<?>) page(
                                pipeline, (DgqResponse) response, endpoint, path, listRequest, listType, options)));
            }
            return pipeline.executeAsync(request, type, options, response -> typed.apply(shaped(response)));
        }

        /** Sends a list operation and wraps its records in a {@link Page} that knows how to fetch the next one. */
        private static <T> DgqResponse<Page<T>> list(
                CallPipeline pipeline,
                Endpoint endpoint,
                String[] pathParameters,
                ListRequest listRequest,
                ResponseType<ListPayload<T>> type,
                RequestOptions options) {
            requireList(listRequest);
            DgqResponse<ListPayload<T>> response =
                    pipeline.execute(endpoint.bind(listRequest, pathParameters), type, options);
            return page(pipeline, response, endpoint, pathParameters, listRequest, type, options);
        }

        /**
         * Wraps a list answer in its page, whose {@code nextPage()} fetches the next page on the calling thread, with
         * the same options, for the asynchronous client too.
         */
        private static <T> DgqResponse<Page<T>> page(
                CallPipeline pipeline,
                DgqResponse<ListPayload<T>> response,
                Endpoint endpoint,
                String[] pathParameters,
                ListRequest listRequest,
                ResponseType<ListPayload<T>> type,
                RequestOptions options) {
            return response.map(payload -> Page.of(
                    payload.items(),
                    payload.total(),
                    payload.metrics(),
                    listRequest,
                    next -> list(pipeline, endpoint, pathParameters, next, type, options)
                            .data()));
        }

        private static ListRequest requireList(ListRequest request) {
            if (request == null) {
                throw new IllegalArgumentException(
                        "The list request must not be null: use ListRequest.firstPage() for the defaults");
            }
            return request;
        }

        private DgqResponse<?> shaped(DgqResponse<?> response) {
            return operation.answer == Answer.ITEMS
                    ? response.map(payload -> Collections.unmodifiableList(((ListPayload<?>) payload).items()))
                    : response;
        }
    }
}
