package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.internal.clients.ApiOperations;
import io.dgq.sdk.internal.clients.ConversationsClientImpl;
import io.dgq.sdk.internal.clients.DomainsAsyncClientImpl;
import io.dgq.sdk.internal.clients.DomainsClientImpl;
import io.dgq.sdk.internal.clients.FieldsClientImpl;
import io.dgq.sdk.internal.clients.PatternsClientImpl;
import io.dgq.sdk.internal.clients.TagsClientImpl;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.internal.pipeline.AsyncCalls;
import io.dgq.sdk.internal.pipeline.BlockingCalls;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The generated implementations of the resource clients: each method binds its own arguments, in their order, to its
 * own operation, checks them before any call, and answers the data or the envelope as its view says.
 */
class GeneratedClientsTest {

    private final List<ApiOperation.Call<?, ?>> calls = new ArrayList<>();
    private Object data = JsonObject.empty();

    /** Records each call instead of sending it, and answers {@link #data} in an envelope. */
    private DgqResponse<?> exchange(ApiOperation.Call<?, ?> call) {
        calls.add(call);
        return DgqResponse.builder()
                .data(data)
                .message("OK")
                .correlationId("corr-1")
                .build();
    }

    private final BlockingCalls blocking = new BlockingCalls(this::exchange);

    private final AsyncCalls async =
            new AsyncCalls((call, answer) -> CompletableFuture.completedFuture(answer.apply(exchange(call))));

    @Test
    void everyMethodWithoutARequestObjectCallsTheOperationOfItsOwnName() throws ReflectiveOperationException {
        int checked = 0;
        for (Map.Entry<Class<?>, List<ApiOperation<?, ?, ?>>> entry :
                ApiOperations.all().entrySet()) {
            Class<?> impl = Class.forName(
                    "io.dgq.sdk.internal.clients." + entry.getKey().getSimpleName() + "Impl");
            Object client = impl.getConstructor(BlockingCalls.class).newInstance(blocking);
            for (ApiOperation<?, ?, ?> operation : entry.getValue()) {
                Method method = primary(entry.getKey(), operation.name());
                Object[] args = sampleArguments(method);
                if (args == null) {
                    continue; // takes a request object, bound in the tests below
                }
                data = operation.body() == ApiOperation.Body.LIST || operation.body() == ApiOperation.Body.EXPORT
                        ? Page.of(List.of(), 0, List.of(), ListRequest.firstPage(), next -> null)
                        : null;
                calls.clear();
                method.invoke(client, args);
                assertThat(calls).singleElement().satisfies(call -> {
                    assertThat(call.operation()).isSameAs(operation);
                    assertThat(call.path()).allMatch(p -> p.startsWith("arg-"));
                });
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(40);
    }

    private static Method primary(Class<?> client, String name) {
        for (Method method : client.getMethods()) {
            Class<?>[] types = method.getParameterTypes();
            if (method.getName().equals(name)
                    && Modifier.isAbstract(method.getModifiers())
                    && types.length > 0
                    && types[types.length - 1] == RequestOptions.class) {
                return method;
            }
        }
        throw new AssertionError(client.getSimpleName() + " has no method " + name);
    }

    /** Arguments for a method, or {@code null} when it takes a request object. */
    private static Object[] sampleArguments(Method method) {
        Class<?>[] types = method.getParameterTypes();
        Object[] args = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            if (types[i] == String.class) {
                args[i] = "arg-" + i;
            } else if (types[i] == boolean.class) {
                args[i] = true;
            } else if (types[i] == ListRequest.class) {
                args[i] = ListRequest.firstPage();
            } else if (types[i] == RequestOptions.class) {
                args[i] = RequestOptions.none();
            } else {
                return null;
            }
        }
        return args;
    }

    @Test
    void bindsPathParametersThenTheBodyThenTheOptions() {
        RequestOptions options =
                RequestOptions.builder().header("X-Probe", "1").maxRetries(0).build();
        ListRequest list = ListRequest.builder().pageSize(5).build();
        data = Page.of(List.of(), 0, List.of(), list, next -> null);
        ConversationsClient conversations = new ConversationsClientImpl(blocking);
        conversations.byObject("table", "t-1", list, options);
        ApiOperation.Call<?, ?> call = calls.get(0);
        assertThat(call.path()).containsExactly("table", "t-1");
        assertThat(call.request().body()).isSameAs(list);
        assertThat(call.options()).isSameAs(options);
        assertThat(call.endpoint().template()).isEqualTo("/core/conversation/{category}/{objectId}");
    }

    @Test
    void buildsABodyFromNamedFieldsInTheirOrder() {
        data = null;
        new PatternsClientImpl(blocking).byTerm("t-9");
        assertThat(calls.get(0).request().body()).isEqualTo(Map.of("term_id", "t-9"));
        new FieldsClientImpl(blocking).updateTabIcon("tab-1", null);
        assertThat(calls.get(1).request().body()).asString().isEqualTo("{id=tab-1, icon=null}");
        new TagsClientImpl(blocking).treeView(true);
        assertThat(calls.get(2).request().body()).isEqualTo(Map.of("has_user_filter", true));
    }

    @Test
    void sendsAnExportWithExportTrueAndAnswersItsRecords() {
        DomainListItem item = Json.newMapper().convertValue(Map.of("id", "d-1"), DomainListItem.class);
        data = Page.of(List.of(item), 1, List.of(), ListRequest.firstPage(), next -> null);
        List<DomainListItem> all = new DomainsClientImpl(blocking)
                .export(ListRequest.builder().search("x").build());
        assertThat(((ListRequest) calls.get(0).request().body()).export()).isTrue();
        assertThat(all).containsExactly(item);
    }

    @Test
    void choosesTheRetryClassOfAnUpsertByItsBody() {
        data = null;
        FieldsClient fields = new FieldsClientImpl(blocking);
        fields.updateGroup(FieldGroupRequest.builder().name("g").build());
        fields.updateGroup(FieldGroupRequest.builder().id("g-1").name("g").build());
        assertThat(calls)
                .extracting(c -> c.endpoint().safety())
                .containsExactly(Endpoint.Safety.CREATE, Endpoint.Safety.IDEMPOTENT);
        assertThat(calls).extracting(c -> c.endpoint().operation()).containsOnly("fields.updateGroup");
    }

    @Test
    void refusesBadArgumentsBeforeTheCallRuns() {
        DomainsClient domains = new DomainsClientImpl(blocking);
        assertThatThrownBy(() -> domains.get(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'domainId' must not be blank");
        assertThatThrownBy(() -> domains.get("..")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> domains.get("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'options' must not be null");
        assertThatThrownBy(() -> domains.update("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'request' must not be null");
        assertThatThrownBy(() -> new PatternsClientImpl(blocking).byAttribute(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'attributeId' must not be blank");
        assertThatThrownBy(() -> new ConversationsClientImpl(blocking).byObjectAll(" ", "o-1", ListRequest.firstPage()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'category' must not be blank");
        assertThatThrownBy(() -> domains.listAll(null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(calls).isEmpty();
    }

    @Test
    void aDefaultOverloadReachesThePrimaryWithNoOptions() {
        new DomainsClientImpl(blocking).delete("d-1");
        assertThat(calls).singleElement().satisfies(call -> {
            assertThat(call.options()).isSameAs(RequestOptions.none());
            assertThat(call.endpoint().method()).isEqualTo("DELETE");
        });
    }

    @Test
    void thePlainViewAnswersTheDataAndTheRawViewTheEnvelope() {
        DomainsClient domains = new DomainsClientImpl(blocking);
        domains.update("d-1", DomainUpdateRequest.builder().name("n").build());
        DgqResponse<JsonObject> raw = domains.withRawResponse().delete("d-1", RequestOptions.none());
        assertThat(raw.correlationId()).isEqualTo("corr-1");
        assertThat(raw.data()).isSameAs(data);
        assertThat(domains.withRawResponse()).isSameAs(domains.withRawResponse());
        assertThat(domains).hasToString("DomainsClient");
        assertThat(domains.withRawResponse()).hasToString("DomainsClient.WithRawResponse");
    }

    @Test
    void theAsyncViewsBindAsTheBlockingOnesAndAnswerFutures() {
        data = null;
        DomainsAsyncClient domains = new DomainsAsyncClientImpl(async);
        CompletableFuture<Void> deleted = domains.delete("d-1");
        assertThat(deleted.join()).isNull();
        data = JsonObject.empty();
        DgqResponse<JsonObject> raw =
                domains.withRawResponse().delete("d-2", RequestOptions.none()).join();
        assertThat(raw.data()).isSameAs(data);
        assertThat(raw.correlationId()).isEqualTo("corr-1");
        assertThat(calls).extracting(c -> c.path()[0]).containsExactly("d-1", "d-2");
        assertThatThrownBy(() -> domains.get(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> domains.listAllAsync(ListRequest.firstPage(), null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(calls).hasSize(2);
        assertThat(domains).hasToString("DomainsAsyncClient");
    }

    @Test
    void aBadArgumentOfAGeneratedMethodIsTheCallersExceptionNotAReflectionOne() throws NoSuchMethodException {
        Method get = DomainsClient.class.getMethod("get", String.class, RequestOptions.class);
        assertThatThrownBy(() -> {
                    try {
                        get.invoke(new DomainsClientImpl(blocking), null, RequestOptions.none());
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                })
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'domainId' must not be null");
    }
}
