package io.dgq.sdk.internal.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.TreeCodec;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.internal.models.ReadingMapper;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The SDK's shared mapper cannot be reached, let alone reconfigured, from outside this package. */
class JsonIsolationTest {

    private static final List<Class<?>> JACKSON_STATE =
            List.of(ObjectCodec.class, TreeCodec.class, JsonFactory.class, ObjectReader.class, ObjectWriter.class);

    @Test
    void exposesNoFieldAndNoMethodThatReachesTheSharedMapper() {
        Stream<Field> publicFields =
                Stream.of(Json.class.getDeclaredFields()).filter(field -> isPublicOrProtected(field.getModifiers()));
        Stream<Method> jacksonGetters = Stream.of(Json.class.getDeclaredMethods())
                .filter(method -> isPublicOrProtected(method.getModifiers()))
                .filter(method -> JACKSON_STATE.stream().anyMatch(t -> t.isAssignableFrom(method.getReturnType())));

        assertThat(publicFields).isEmpty();
        assertThat(Stream.of(ReadingMapper.class.getDeclaredFields())
                        .filter(field -> isPublicOrProtected(field.getModifiers())))
                .isEmpty();
        assertThat(jacksonGetters).extracting(Method::getName).containsExactly("newMapper");
    }

    @Test
    void newMapperIsACopyWhoseChangesLeaveTheSharedMapperAlone() throws Exception {
        ObjectMapper copy = Json.newMapper();
        copy.enable(SerializationFeature.INDENT_OUTPUT);
        copy.getFactory().enable(JsonParser.Feature.ALLOW_COMMENTS);
        String commented = "/* note */ {\"a\":1}";

        assertThat(copy).isNotSameAs(Json.MAPPER).isNotSameAs(Json.newMapper());
        assertThat(copy.getFactory()).isNotSameAs(Json.MAPPER.getFactory());
        assertThat(copy.writeValueAsString(Map.of("a", 1))).contains("\n");
        assertThat(copy.readTree(commented).path("a").asInt()).isEqualTo(1);
        assertThat(Json.MAPPER.writeValueAsString(Map.of("a", 1))).isEqualTo("{\"a\":1}");
        assertThat(Json.newMapper().writeValueAsString(Map.of("a", 1))).isEqualTo("{\"a\":1}");
        assertThatThrownBy(() -> Json.MAPPER.readTree(commented)).isInstanceOf(JsonParseException.class);
        assertThat(ReadingMapper.roundTrip(Map.of("id", "d-1"), Domain.class).id())
                .isEqualTo("d-1");
    }

    @Test
    void newMapperIsConfiguredAsTheSharedOne() throws Exception {
        String json = "{\"id\":\"d-1\",\"name\":\"Ada \uD83D\uDE00\",\"from_the_future\":{\"x\":[1,2]}}";

        Domain shared = Json.MAPPER.readValue(json, Domain.class);
        Domain copied = Json.newMapper().readValue(json, Domain.class);

        assertThat(copied).isEqualTo(shared);
        assertThat(Json.newMapper().writeValueAsString(copied)).isEqualTo(Json.MAPPER.writeValueAsString(shared));
    }

    private static boolean isPublicOrProtected(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }
}
