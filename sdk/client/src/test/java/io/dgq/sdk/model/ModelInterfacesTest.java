package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.json.JsonNumber;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.sdk.sources.SourceRecord;
import io.dgq.sdk.testing.TestJson;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The models' bases are interfaces of what users call (decision 0180): no constructor, no default method, no
 * state; each model keeps its own, and any Jackson mapper still reads and writes it through the annotations the
 * interfaces carry.
 */
class ModelInterfacesTest {

    private static final List<Class<?>> BASES =
            List.of(ApiObject.class, GovernedRecord.class, SourceRecord.class, OpenEnum.class);

    @Test
    void theBasesAreInterfacesWithoutDefaultMethodsOrState() {
        List<String> wrong = new ArrayList<>();
        for (Class<?> base : BASES) {
            if (!base.isInterface()) {
                wrong.add(base.getSimpleName() + " is a class");
            }
            for (Method method : base.getDeclaredMethods()) {
                if (!method.isBridge() && (method.isDefault() || Modifier.isStatic(method.getModifiers()))) {
                    wrong.add(base.getSimpleName() + "." + method.getName() + " has a body");
                }
            }
            if (base.getDeclaredFields().length > 0) {
                wrong.add(base.getSimpleName() + " declares fields");
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void aPlainMapperWritesAModelByItsFieldsWithItsUnknownMembersAndOpenEnums() throws Exception {
        ObjectMapper plain = new ObjectMapper().registerModule(new JavaTimeModule());
        String json = "{\"id\":\"d-1\",\"status\":\"ARCHIVED\",\"level\":\"deep\",\"definition\":\"What we sell\","
                + "\"extra\":{\"a\":1}}";
        Domain domain = plain.readValue(json, Domain.class);

        JsonNode written = plain.valueToTree(domain);

        assertThat(written.path("id").asText()).isEqualTo("d-1");
        assertThat(written.path("status").asText()).isEqualTo("ARCHIVED");
        assertThat(written.path("definition").asText()).isEqualTo("What we sell");
        assertThat(written.path("level").asText()).isEqualTo("deep"); // the value of the wrong type, as received
        assertThat(written.path("extra").path("a").asInt()).isEqualTo(1);
        assertThat(plain.readValue(plain.writeValueAsString(domain), Domain.class))
                .isEqualTo(domain)
                .hasSameHashCodeAs(domain);
        assertThat(plain.writeValueAsString(Status.of("ARCHIVED"))).isEqualTo("\"ARCHIVED\"");
    }

    @Test
    void aSharedBaseReadsAsItsModelsAccessorsDo() throws Exception {
        DomainListItem item = TestJson.MAPPER.readValue(
                "{\"id\":\"d-1\",\"name\":\"Sales\",\"status\":\"VERIFIED\",\"is_active\":true,\"x\":2}",
                DomainListItem.class);
        GovernedRecord governed = item;

        assertThat(governed.id()).isEqualTo("d-1");
        assertThat(governed.status()).isSameAs(Status.VERIFIED);
        assertThat(governed.isActive()).isTrue();
        assertThat(governed.additionalProperties()).isEqualTo(Map.of("x", JsonNumber.of(2)));
        assertThat(governed.toBuilder().name("Sales EU").build())
                .isInstanceOf(DomainListItem.class)
                .extracting(GovernedRecord::name)
                .isEqualTo("Sales EU");
        SourceRecord source = SourceListItem.builder().id("s-1").config(null).build();
        assertThat(source.id()).isEqualTo("s-1");
        assertThat(Source.builder().id("s-2").build().toString()).isEqualTo("Source{id=\"s-2\"}");
    }

    @Test
    void aSharedBasesMaskAppliesToEveryModelThatImplementsIt() throws Exception {
        Source source =
                TestJson.MAPPER.readValue("{\"id\":\"s-1\",\"config\":{\"password\":\"hunter2\"}}", Source.class);
        SourceListItem item = TestJson.MAPPER.readValue(
                "{\"id\":\"s-1\",\"config\":{\"password\":\"hunter2\"}}", SourceListItem.class);

        assertThat(source.toString()).isEqualTo("Source{id=\"s-1\", config=****}");
        assertThat(item.toString()).isEqualTo("SourceListItem{id=\"s-1\", config=****}");
    }

    @Test
    void aClassOfAnApplicationImplementingApiObjectIsNotDecodedAsAModel() {
        assertThatThrownBy(() -> new ObjectMapper().readValue("{\"a\":1}", NotAModel.class))
                .isInstanceOf(JsonMappingException.class)
                .hasMessageContaining("NotAModel is not a model the SDK can decode");
    }

    @Test
    void anOpenEnumComparesByClassAndRawValue() {
        Status archived = Status.of("ARCHIVED");

        assertThat(archived).isEqualTo(Status.of("ARCHIVED")).hasSameHashCodeAs(Status.of("ARCHIVED"));
        assertThat(archived).isNotEqualTo(Status.PENDING);
        assertThat((Object) archived).isNotEqualTo(io.dgq.sdk.auth.TokenAudience.of("ARCHIVED"));
        assertThat(archived.toString()).isEqualTo("ARCHIVED");
        assertThat(archived.isKnown()).isFalse();
        assertThat(Status.VERIFIED.isKnown()).isTrue();
        assertThat(JsonValue.from(archived)).isEqualTo(JsonValue.from("ARCHIVED"));
    }

    /** What an application might write; the SDK decodes, compares and prints none of it. */
    private static final class NotAModel implements ApiObject {
        @Override
        public void validate() {}

        @Override
        public Map<String, JsonValue> additionalProperties() {
            return Map.of();
        }

        @Override
        public JsonValue additionalProperty(String name) {
            return null;
        }

        @Override
        public Builder toBuilder() {
            throw new UnsupportedOperationException();
        }
    }
}
