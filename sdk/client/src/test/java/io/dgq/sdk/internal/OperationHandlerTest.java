package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.tags.TagsClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The proxy handler: how it binds arguments, answers each view, and refuses an interface that does not fit. */
class OperationHandlerTest {

    private final List<ApiOperation.Call> calls = new ArrayList<>();
    private Object data = JsonObject.empty();

    /** Records each call instead of sending it, and answers {@link #data} in an envelope. */
    private DgqResponse<?> exchange(ApiOperation.Call call) {
        calls.add(call);
        return new DgqResponse<>(data, 200, Map.of(), "OK", null, "corr-1");
    }

    private <C> C client(Class<C> type) {
        return ResourceClients.create(type, ApiOperations.of(type), CallRunner.blocking(this::exchange));
    }

    @Test
    void buildsEveryResourceClientFromItsDeclarations() {
        assertThat(ApiOperations.all()).hasSize(15);
        ApiOperations.all().keySet().forEach(type -> assertThat(client(type)).isInstanceOf(type));
        assertThat(ApiOperations.all().values().stream().mapToInt(List::size).sum())
                .isEqualTo(91);
    }

    @Test
    void buildsEveryAsyncClientFromTheSameDeclarations() {
        ApiOperations.all().keySet().forEach(type -> {
            Class<?> async = ResourceClients.asyncTwin(type);
            assertThat(ResourceClients.create(async, ApiOperations.of(type), recordingAsync()))
                    .isInstanceOf(async);
        });
    }

    @Test
    void theAsyncViewsBindAsTheBlockingOnesAndAnswerFutures() {
        data = null;
        DomainsAsyncClient domains = ResourceClients.create(
                DomainsAsyncClient.class, ApiOperations.of(DomainsClient.class), recordingAsync());
        CompletableFuture<Void> deleted = domains.delete("d-1");
        assertThat(deleted.join()).isNull();
        data = JsonObject.empty();
        DgqResponse<JsonObject> raw =
                domains.withRawResponse().delete("d-2", RequestOptions.none()).join();
        assertThat(raw.data()).isSameAs(data);
        assertThat(raw.correlationId()).isEqualTo("corr-1");
        assertThat(calls).extracting(c -> c.path()[0]).containsExactly("d-1", "d-2");
        assertThatThrownBy(() -> domains.get(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThat(calls).hasSize(2);
    }

    @Test
    void readsTheAnswerTypeOfAFuture() throws NoSuchMethodException {
        assertThat(CallRunner.futureOf(DomainsAsyncClient.class
                        .getMethod("delete", String.class, RequestOptions.class)
                        .getGenericReturnType()))
                .isEqualTo(void.class);
        assertThat(CallRunner.futureOf(String.class)).isEqualTo(String.class);
    }

    /** A runner that answers futures, completed at once with the exchange's envelope. */
    private CallRunner recordingAsync() {
        return new CallRunner() {
            @Override
            public Object run(ApiOperation.Call call, Function<? super DgqResponse<?>, ?> answer) {
                return CompletableFuture.completedFuture(answer.apply(exchange(call)));
            }

            @Override
            public java.lang.reflect.Type answerType(java.lang.reflect.Type returnType) {
                return CallRunner.futureOf(returnType);
            }
        };
    }

    @Test
    void bindsPathParametersThenTheBodyThenTheOptions() {
        RequestOptions options =
                RequestOptions.builder().header("X-Probe", "1").maxRetries(0).build();
        ListRequest list = ListRequest.builder().pageSize(5).build();
        data = Page.of(List.of(), 0, List.of(), list, next -> null);
        client(ConversationsClient.class).byObject("table", "t-1", list, options);
        ApiOperation.Call call = calls.get(0);
        assertThat(call.path()).containsExactly("table", "t-1");
        assertThat(call.request().body()).isSameAs(list);
        assertThat(call.options()).isSameAs(options);
        assertThat(call.endpoint().template()).isEqualTo("/core/conversation/{category}/{objectId}");
    }

    @Test
    void buildsABodyFromNamedFieldsInTheirOrder() {
        data = null;
        client(PatternsClient.class).byTerm("t-9");
        assertThat(calls.get(0).request().body()).isEqualTo(Map.of("term_id", "t-9"));
        client(FieldsClient.class).updateTabIcon("tab-1", null);
        assertThat(calls.get(1).request().body()).asString().isEqualTo("{id=tab-1, icon=null}");
        client(TagsClient.class).treeView(true);
        assertThat(calls.get(2).request().body()).isEqualTo(Map.of("has_user_filter", true));
    }

    @Test
    void sendsAnExportWithExportTrueAndAnswersItsRecords() {
        DomainListItem item = Json.MAPPER.convertValue(Map.of("id", "d-1"), DomainListItem.class);
        data = Page.of(List.of(item), 1, List.of(), ListRequest.firstPage(), next -> null);
        List<DomainListItem> all = client(DomainsClient.class)
                .export(ListRequest.builder().search("x").build());
        assertThat(((ListRequest) calls.get(0).request().body()).export()).isTrue();
        assertThat(all).containsExactly(item);
    }

    @Test
    void choosesTheRetryClassOfAnUpsertByItsBody() {
        data = null;
        FieldsClient fields = client(FieldsClient.class);
        fields.updateGroup(FieldGroupRequest.builder().name("g").build());
        fields.updateGroup(FieldGroupRequest.builder().id("g-1").name("g").build());
        assertThat(calls)
                .extracting(c -> c.endpoint().safety())
                .containsExactly(Endpoint.Safety.CREATE, Endpoint.Safety.IDEMPOTENT);
    }

    @Test
    void refusesBadArgumentsBeforeTheCallRuns() {
        DomainsClient domains = client(DomainsClient.class);
        assertThatThrownBy(() -> domains.get(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'domainId' must not be blank");
        assertThatThrownBy(() -> domains.get("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'options' must not be null");
        assertThatThrownBy(() -> domains.update("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'request' must not be null");
        assertThatThrownBy(() -> client(PatternsClient.class).byAttribute(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'attributeId' must not be blank");
        assertThat(calls).isEmpty();
    }

    @Test
    void aDefaultOverloadReachesThePrimaryWithNoOptions() {
        client(DomainsClient.class).delete("d-1");
        assertThat(calls).singleElement().satisfies(call -> {
            assertThat(call.options()).isSameAs(RequestOptions.none());
            assertThat(call.endpoint().method()).isEqualTo("DELETE");
        });
    }

    @Test
    void thePlainViewAnswersTheDataAndTheRawViewTheEnvelope() {
        DomainsClient domains = client(DomainsClient.class);
        domains.update(
                "d-1",
                io.dgq.sdk.domains.DomainUpdateRequest.builder().name("n").build());
        DgqResponse<JsonObject> raw = domains.withRawResponse().delete("d-1", RequestOptions.none());
        assertThat(raw.correlationId()).isEqualTo("corr-1");
        assertThat(raw.data()).isSameAs(data);
        assertThat(domains.withRawResponse()).isSameAs(domains.withRawResponse());
    }

    @Test
    void answersTheMethodsOfObject() {
        DomainsClient domains = client(DomainsClient.class);
        DomainsClient other = client(DomainsClient.class);
        assertThat(domains).hasToString("DomainsClient");
        assertThat(domains.withRawResponse()).hasToString("DomainsClient.WithRawResponse");
        assertThat(domains.equals(domains)).isTrue();
        assertThat(domains.equals(other)).isFalse();
        assertThat(domains.hashCode()).isEqualTo(System.identityHashCode(domains));
        assertThat(calls).isEmpty();
    }

    @Test
    void hasASeamForAnotherRunner() {
        List<String> ran = new ArrayList<>();
        CallRunner recording = (call, answer) -> {
            ran.add(call.operation().name());
            return answer.apply(exchange(call));
        };
        DomainsClient domains =
                ResourceClients.create(DomainsClient.class, ApiOperations.of(DomainsClient.class), recording);
        domains.delete("d-1");
        assertThatThrownBy(() -> domains.delete("")).isInstanceOf(IllegalArgumentException.class);
        assertThat(ran).containsExactly("delete");
    }

    /** A client whose interface and declarations do not fit each other. */
    interface Probe extends ResourceClient<Probe.WithRawResponse> {

        /** Reads a text. */
        String get(String id, RequestOptions options);

        /** The raw view. */
        interface WithRawResponse {
            /** Reads a text with its envelope. */
            DgqResponse<String> get(String id, RequestOptions options);
        }
    }

    @Test
    void refusesAnAbstractMethodWithoutDeclaration() {
        assertThatThrownBy(() -> ResourceClients.create(Probe.class, List.of(), CallRunner.blocking(this::exchange)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Probe.WithRawResponse.get has no " + "declared operation");
    }

    @Test
    void refusesADeclarationWithoutMethod() {
        List<ApiOperation> operations = List.of(
                ApiOperation.of("get", Endpoint.get("/probe/{id}")).record(String.class),
                ApiOperation.of("delete", Endpoint.delete("/probe/{id}")));
        assertThatThrownBy(() -> ResourceClients.create(Probe.class, operations, CallRunner.blocking(this::exchange)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no method for the declared " + "operations [delete]");
    }

    @Test
    void refusesAMethodWhoseTypesDoNotFitItsDeclaration() {
        List<ApiOperation> operations =
                List.of(ApiOperation.of("get", Endpoint.get("/probe/{id}")).record(Integer.class));
        assertThatThrownBy(() -> ResourceClients.create(Probe.class, operations, CallRunner.blocking(this::exchange)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("does not fit get: GET /probe/{id}");
        List<ApiOperation> noPath =
                List.of(ApiOperation.of("get", Endpoint.get("/probe")).record(String.class));
        assertThatThrownBy(() -> ResourceClients.create(Probe.class, noPath, CallRunner.blocking(this::exchange)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("takes [java.lang.String, ");
    }

    @Test
    void buildsAProbeThatFits() {
        data = "text";
        Probe probe = ResourceClients.create(
                Probe.class,
                List.of(ApiOperation.of("get", Endpoint.get("/probe/{id}")).record(String.class)),
                CallRunner.blocking(this::exchange));
        assertThat(probe.get("p-1", RequestOptions.none())).isEqualTo("text");
        assertThat(probe.withRawResponse().get("p-2", RequestOptions.none()).data())
                .isEqualTo("text");
        assertThat(calls).extracting(c -> c.path()[0]).containsExactly("p-1", "p-2");
    }
}
