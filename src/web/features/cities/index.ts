export { chosenCity, citiesResource, onCityChange, withCityPrices } from './city-choice';
