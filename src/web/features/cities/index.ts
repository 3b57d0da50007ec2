export { chosenCity, citiesResource, onCityChange, useCities, withCityPrices } from './city-choice';
