import type { FirstKey } from './en.ts';

export const messages: Record<FirstKey, string> = {
  'step.product': 'Изберете продукт',
  'step.vehicle': 'Вашето превозно средство',
  'step.details': 'Вашите данни',
  'step.review': 'Преглед на поръчката',
  'step.payment': 'Плащане',
  'step.status': 'Статус на поръчката',
  'step.counter': 'Стъпка {n} от {total}',
  'step.announce': 'Стъпка {n} от {total}: {title}',

  'action.continue': 'Напред',
  'trip.open': 'Няколко държави? Планирайте пътуването',
  'action.back': 'Назад',
  'action.retry': 'Опитайте отново',
  'action.reload': 'Опитайте отново',
  'load.failed': 'Касата не можа да се зареди.',

  'field.country': 'Държава',
  'field.product': 'Продукт',
  'field.vehicle_type': 'Вид превозно средство',
  'field.choose': 'Изберете…',

  'vehicle.car': 'Лек автомобил',
  'vehicle.van': 'Бус',
  'vehicle.moto': 'Мотоциклет',

  'catalogue.loading': 'Зареждане на продуктите…',

  'step.loading': 'Зареждане…',
  'catalogue.failed': 'Не успяхме да заредим продуктите. Проверете връзката си и опитайте отново.',
  'catalogue.refused': 'Касата още не е настроена за този сайт.',
  'catalogue.none': 'В момента няма продукти в продажба за тази държава.',
  'product.price': 'Цена',
  'product.unavailable': 'Не е наличен: {reason}',
  'product.unavailableNoReason': 'в момента не се продава',
  'product.notToday': 'Поръчките могат да започват най-рано от утре.',

  'error.country': 'Изберете държавата, в която ще пътувате',
  'error.product': 'Изберете продукт, който е в продажба',
  'error.vehicle_type': 'Изберете вид превозно средство, за който се продава този продукт',
  'resume.loading': 'Зареждане на поръчката ви…',
  'availability.down':
    'Националната система ({country}) в момента не отговаря. Поръчките се приемат и се регистрират, щом тя заработи.',
};
